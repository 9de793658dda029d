import { Input, Label, TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './field.module.css';
import { AriaLocale } from './aria-locale';
import { FieldNotes } from './field-notes';

interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Help under the field, linked by aria-describedby. */
  description?: ReactNode;
  /** Shown under the field and marks it invalid (aria-invalid, linked to the input). */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  id?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  className?: string;
}

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'password' | 'date';
  /** Bounds of a date field (YYYY-MM-DD), so the browser's picker opens in the right years. */
  min?: string;
  max?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search';
}

/** The label names the input exactly (required fields say so by aria-required, not a star in the name). */
function FieldParts({ label, description, errorMessage, children }: Partial<FieldProps> & { children: ReactNode }) {
  return (
    <>
      <Label className={styles.label}>{label}</Label>
      {children}
      <FieldNotes description={description} errorMessage={errorMessage} />
    </>
  );
}

/**
 * A labelled text input (label, description and error wired to the input by React Aria). Validation stays with
 * the screen: it passes the message, the field shows it and reports itself invalid.
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    description,
    errorMessage,
    className,
    placeholder,
    type = 'text',
    inputMode,
    min,
    max,
    ...rest
  } = props;
  return (
    <AriaLocale>
      <AriaTextField
        {...rest}
        type={type}
        inputMode={inputMode}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        className={[styles.field, className].filter(Boolean).join(' ')}
      >
        <FieldParts label={label} description={description} errorMessage={errorMessage}>
          <Input className={styles.control} placeholder={placeholder} min={min} max={max} />
        </FieldParts>
      </AriaTextField>
    </AriaLocale>
  );
}

export interface TextAreaProps extends FieldProps {
  rows?: number;
}

/** A labelled multi-line text field, same parts as TextField. */
export function TextArea(props: TextAreaProps) {
  const { label, description, errorMessage, className, placeholder, rows = 4, ...rest } = props;
  return (
    <AriaLocale>
      <AriaTextField
        {...rest}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        className={[styles.field, className].filter(Boolean).join(' ')}
      >
        <FieldParts label={label} description={description} errorMessage={errorMessage}>
          <AriaTextArea className={styles.control} placeholder={placeholder} rows={rows} />
        </FieldParts>
      </AriaTextField>
    </AriaLocale>
  );
}
