import { FieldError, Text } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './field.module.css';

/**
 * A field's help and error under it, inside a React Aria field (TextField, TextArea, Select): React Aria links both
 * to the control (aria-describedby) and shows the error only while the field is invalid.
 */
export function FieldNotes({ description, errorMessage }: { description?: ReactNode; errorMessage?: ReactNode }) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {/* Announced as it appears (a field left empty, a code refused), besides being the input's description. */}
      <FieldError className={styles.error}>
        <span role="alert">{errorMessage}</span>
      </FieldError>
    </>
  );
}
