import { ComboBoxSheetField } from './combo-box-sheet-field';
import { LightTrigger } from './light-trigger';
import type { ComboBoxOption, ComboBoxProps } from './combo-box-types';
import { onDemand, useOnDemandPicker } from './on-demand';

/** The sheet and the input inside it (React Aria's DialogTrigger, Modal and ComboBox: one chunk), on first use. */
const fullModule = onDemand(() => import('./combo-box-sheet-full'));

/**
 * The phone form of the ComboBox: a field showing the chosen or typed place that opens a full-screen sheet with
 * the input at its top and the suggestions filling the screen under it. Nothing of the form lies under the list
 * and the page behind cannot scroll, so a tap on a suggestion always chooses it. Choosing closes the sheet and
 * focus returns to the field; Done closes it too, keeping what was typed (the caller's onBlur then runs). Until
 * its first press the field is this light button, native (kit/light-trigger.tsx: React Aria on the landing's first
 * load was 18.4 KB gzip of 172.9 KB); the sheet's code loads then (kit/on-demand.ts).
 */
export function ComboBoxSheet<T extends ComboBoxOption>(
  props: ComboBoxProps<T> & { onFocusChange?: (isFocused: boolean) => void },
) {
  const sheet = useOnDemandPicker(fullModule, props.id, (open) => {
    if (!open) props.onBlur?.();
  });
  if (sheet.full) {
    return <sheet.full.ComboBoxSheetFull {...props} isOpen={sheet.isOpen} onOpenChange={sheet.onOpenChange} />;
  }
  return (
    <ComboBoxSheetField {...props}>
      {(button) => (
        <LightTrigger
          {...button}
          isPending={sheet.isPending}
          onPress={sheet.open}
          preload={fullModule.preload}
          onFocusChange={props.onFocusChange}
        />
      )}
    </ComboBoxSheetField>
  );
}
