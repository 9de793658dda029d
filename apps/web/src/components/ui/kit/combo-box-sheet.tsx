import { Button as AriaButton } from 'react-aria-components';
import { useState } from 'react';
import { ComboBoxInput } from './combo-box-input';
import type { ComboBoxOption, ComboBoxProps } from './combo-box-input';
import styles from './combo-box.module.css';
import { Sheet, SheetTrigger } from './sheet';

/**
 * The phone form of the ComboBox: a field showing the chosen or typed place that opens a full-screen sheet with
 * the input at its top and the suggestions filling the screen under it. Nothing of the form lies under the list
 * and the page behind cannot scroll, so a tap on a suggestion always chooses it. Choosing closes the sheet and
 * focus returns to the field; Done closes it too, keeping what was typed (the caller's onBlur then runs).
 */
export function ComboBoxSheet<T extends ComboBoxOption>(props: ComboBoxProps<T>) {
  const { id, label, inputValue, placeholder, isInvalid } = props;
  const [isOpen, setOpen] = useState(false);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  function openChange(open: boolean) {
    setOpen(open);
    if (!open) props.onBlur?.();
  }
  return (
    <div className={[styles.comboBox, props.className].filter(Boolean).join(' ')} data-invalid={isInvalid || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <SheetTrigger isOpen={isOpen} onOpenChange={openChange}>
        <AriaButton
          id={id}
          className={styles.sheetField}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={props.errorId}
          aria-invalid={isInvalid || undefined}
        >
          <span id={valueId} className={inputValue ? styles.value : styles.placeholder}>
            {inputValue || placeholder}
          </span>
        </AriaButton>
        <Sheet title={label} doneLabel={props.doneLabel} fullScreen="always">
          <ComboBoxInput
            {...props}
            id={`${id}-input`}
            inSheet
            onSelect={(option) => {
              props.onSelect(option);
              setOpen(false);
            }}
          />
        </Sheet>
      </SheetTrigger>
    </div>
  );
}
