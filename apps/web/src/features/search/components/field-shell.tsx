import type { ReactNode } from 'react';
import styles from './search-box.module.css';

export interface FieldShellProps {
  id: string;
  label: string;
  /** Already translated message; its element is `${id}-error` for aria-describedby. */
  error?: string | undefined;
  className?: string;
  /** Set when the control is not a labelable element (a picker placeholder): the label then names a group. */
  asGroup?: boolean;
  children: ReactNode;
}

/** A labelled search field with its validation message underneath. */
export function FieldShell({ id, label, error, className, asGroup, children }: FieldShellProps) {
  const classes = [styles.field, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={asGroup ? 'group' : undefined} aria-labelledby={asGroup ? `${id}-label` : undefined}>
      {asGroup ? (
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
      ) : (
        <label id={`${id}-label`} htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      {children}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
