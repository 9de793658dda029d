import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import type { ReactNode } from 'react';
import field from './field.module.css';
import styles from './select.module.css';
import { AriaLocale } from './aria-locale';
import { FieldNotes } from './field-notes';

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen option's value; null when nothing is chosen yet (the placeholder shows). */
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Visually hidden label (the screen shows a label elsewhere, e.g. a toolbar's "Sort"). */
  hideLabel?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A single choice from a short list (WAI-ARIA select-only combobox through React Aria: Enter, Space or the arrows
 * open it, typing a letter jumps to the option, Escape closes). 52 px high like the text fields (spec §9).
 */
export function Select(props: SelectProps) {
  const { label, options, value, onChange, placeholder, description, errorMessage, hideLabel, className, ...rest } =
    props;
  return (
    <AriaLocale>
      <AriaSelect
        {...rest}
        selectedKey={value}
        onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
        placeholder={placeholder}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        className={[field.field, className].filter(Boolean).join(' ')}
      >
        <Label className={hideLabel ? styles.hidden : field.label}>{label}</Label>
        <AriaButton className={[field.control, styles.trigger].join(' ')}>
          <SelectValue className={styles.value} />
          <svg aria-hidden="true" viewBox="0 0 12 8" width="12" height="8" className={styles.chevron}>
            <polyline points="1 1 6 6 11 1" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </AriaButton>
        <FieldNotes description={description} errorMessage={errorMessage} />
        <Popover className={styles.popover} offset={4}>
          <ListBox className={styles.list}>
            {options.map((option) => (
              <ListBoxItem
                key={option.value}
                id={option.value}
                textValue={option.label}
                isDisabled={option.isDisabled}
                className={styles.option}
              >
                {option.label}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </AriaSelect>
    </AriaLocale>
  );
}
