import { Button as AriaButton } from 'react-aria-components';
import type { ReactNode } from 'react';
import type { ComboBoxOption, ComboBoxProps } from './combo-box-types';
import styles from './combo-box.module.css';

export interface ComboBoxSheetFieldProps<T extends ComboBoxOption> extends ComboBoxProps<T> {
  isPending?: boolean;
  onPress?: () => void;
  onHoverStart?: () => void;
  onFocus?: () => void;
  onPressStart?: () => void;
  /** Whether the field's button has the focus (the ComboBox moves it to the input that takes the button's place). */
  onFocusChange?: (isFocused: boolean) => void;
  /** Wraps the field's button (the full sheet puts it under its DialogTrigger with the sheet). */
  children: (button: ReactNode) => ReactNode;
}

/** The phone field: its label and the button naming the place (the same before and after the sheet's code is in). */
export function ComboBoxSheetField<T extends ComboBoxOption>(props: ComboBoxSheetFieldProps<T>) {
  const { id, label, inputValue, placeholder, isInvalid } = props;
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const outside = props.onPress === undefined;
  return (
    <div className={[styles.comboBox, props.className].filter(Boolean).join(' ')} data-invalid={isInvalid || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {props.children(
        <AriaButton
          id={id}
          className={styles.sheetField}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={props.errorId}
          aria-invalid={isInvalid || undefined}
          // The light field says what its press opens, as React Aria's DialogTrigger does for the full one.
          aria-haspopup={outside ? undefined : 'dialog'}
          aria-expanded={outside ? undefined : false}
          isPending={props.isPending}
          onPress={props.onPress}
          onHoverStart={props.onHoverStart}
          onFocus={props.onFocus}
          onPressStart={props.onPressStart}
          onFocusChange={props.onFocusChange}
        >
          <span id={valueId} className={inputValue ? styles.value : styles.placeholder}>
            {inputValue || placeholder}
          </span>
        </AriaButton>,
      )}
    </div>
  );
}
