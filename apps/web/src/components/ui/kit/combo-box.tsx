import { useEffect, useRef } from 'react';
import { useBreakpoint } from '../../../lib/breakpoints';
import { ComboBoxSheet } from './combo-box-sheet';
import type { ComboBoxOption, ComboBoxProps } from './combo-box-types';
import { onDemand, useOnDemand } from './on-demand';

export type { ComboBoxGroup, ComboBoxOption, ComboBoxProps } from './combo-box-types';

/** React Aria's ComboBox, ListBox and Popover: a chunk of their own, wanted by wider screens and by the phone sheet. */
const inputModule = onDemand(() => import('./combo-box-input'));

/**
 * A place autocomplete: the input with its suggestions under it on tablets and desktops; on phones a field that
 * opens the same input in a full-screen sheet (issue 16: pickers are sheets on phones). A list floating over the
 * form on a phone reached below the fold, and the scroll to reach it closed it (React Aria closes a combobox's
 * popover when the page scrolls) while the finger came down: the tap then went to the date field under the list.
 * The server renders the phone field at every width (it cannot know the width); wider screens load the input
 * after hydration and swap it in, phones only when the sheet opens (issue 16 item 5: landing first-load JS).
 */
export function ComboBox<T extends ComboBoxOption>(props: ComboBoxProps<T>) {
  const { isMobile } = useBreakpoint();
  const input = useOnDemand(inputModule, !isMobile);
  // A Tab right after hydration may land on the phone field's button before the input replaces it: the input then
  // takes the focus (a removed button would leave it on the page's body).
  const fieldFocused = useRef(false);
  const { id } = props;
  useEffect(() => {
    if (!input || !fieldFocused.current) return;
    fieldFocused.current = false;
    if (document.activeElement === document.body || document.activeElement === null)
      document.getElementById(id)?.focus();
  }, [input, id]);
  if (input) return <input.ComboBoxInput {...props} />;
  return <ComboBoxSheet {...props} onFocusChange={(isFocused) => (fieldFocused.current = isFocused)} />;
}
