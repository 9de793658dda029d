import { useBreakpoint } from '../../../lib/breakpoints';
import { ComboBoxInput } from './combo-box-input';
import type { ComboBoxOption, ComboBoxProps } from './combo-box-input';
import { ComboBoxSheet } from './combo-box-sheet';

export type { ComboBoxGroup, ComboBoxOption, ComboBoxProps } from './combo-box-input';

/**
 * A place autocomplete: the input with its suggestions under it on tablets and desktops; on phones a field that
 * opens the same input in a full-screen sheet (issue 16: pickers are sheets on phones). A list floating over the
 * form on a phone reached below the fold, and the scroll to reach it closed it (React Aria closes a combobox's
 * popover when the page scrolls) while the finger came down: the tap then went to the date field under the list.
 */
export function ComboBox<T extends ComboBoxOption>(props: ComboBoxProps<T>) {
  const { isMobile } = useBreakpoint();
  return isMobile ? <ComboBoxSheet {...props} /> : <ComboBoxInput {...props} />;
}
