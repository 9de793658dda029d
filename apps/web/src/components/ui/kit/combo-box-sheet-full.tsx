import { Button as AriaButton } from 'react-aria-components';
import { ComboBoxInput } from './combo-box-input';
import { ComboBoxSheetField } from './combo-box-sheet-field';
import type { ComboBoxOption, ComboBoxProps } from './combo-box-types';
import { Sheet } from './sheet';
import { SheetTrigger } from './sheet-trigger';
import { AriaLocale } from './aria-locale';

export interface ComboBoxSheetFullProps<T extends ComboBoxOption> extends ComboBoxProps<T> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whether the field's button has the focus (the ComboBox moves it to the input that takes the button's place). */
  onFocusChange?: ((isFocused: boolean) => void) | undefined;
}

/**
 * The phone ComboBox once its sheet is wanted (loaded on demand by combo-box-sheet.tsx): the same field button
 * under React Aria's DialogTrigger, opening a full-screen sheet with its title, Done, the input and its list.
 */
export function ComboBoxSheetFull<T extends ComboBoxOption>({
  isOpen,
  onOpenChange,
  ...props
}: ComboBoxSheetFullProps<T>) {
  return (
    <AriaLocale>
      <ComboBoxSheetField {...props}>
        {(button) => (
          <SheetTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
            <AriaButton {...button} onFocusChange={props.onFocusChange} />
            <Sheet title={props.label} doneLabel={props.doneLabel} fullScreen="always">
              <ComboBoxInput
                {...props}
                id={`${props.id}-input`}
                inSheet
                onSelect={(option) => {
                  props.onSelect(option);
                  onOpenChange(false);
                }}
              />
            </Sheet>
          </SheetTrigger>
        )}
      </ComboBoxSheetField>
    </AriaLocale>
  );
}
