import type { ReactNode } from 'react';
import type { ComboBoxOption, ComboBoxProps } from './combo-box-types';
import styles from './combo-box.module.css';

/** The field button's own props, the same for the light field's native button and the full sheet's. */
export interface SheetFieldButtonProps {
  id: string;
  className: string | undefined;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean | undefined;
  children: ReactNode;
}

export interface ComboBoxSheetFieldProps<T extends ComboBoxOption> extends ComboBoxProps<T> {
  /**
   * Renders the field's button from its props: the light field's native button (combo-box-sheet.tsx, with no
   * React Aria: the landing's first load), or React Aria's Button under the full sheet's DialogTrigger.
   */
  children: (button: SheetFieldButtonProps) => ReactNode;
}

/** The phone field: its label and the button naming the place (the same before and after the sheet's code is in). */
export function ComboBoxSheetField<T extends ComboBoxOption>(props: ComboBoxSheetFieldProps<T>) {
  const { id, label, inputValue, placeholder, isInvalid } = props;
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  return (
    <div className={[styles.comboBox, props.className].filter(Boolean).join(' ')} data-invalid={isInvalid || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {props.children({
        id,
        className: styles.sheetField,
        'aria-labelledby': `${labelId} ${valueId}`,
        'aria-describedby': props.errorId,
        'aria-invalid': isInvalid || undefined,
        children: (
          <span id={valueId} className={inputValue ? styles.value : styles.placeholder}>
            {inputValue || placeholder}
          </span>
        ),
      })}
    </div>
  );
}
