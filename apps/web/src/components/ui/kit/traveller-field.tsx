import type { ReactNode } from 'react';
import { FieldIcon } from './field-icon';
import type { TravellerPickerProps, TravellerPickerTexts } from './traveller-picker-types';
import styles from './traveller-picker.module.css';

const PERSON_PATH =
  'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-8a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 10c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Zm-6 6v-1c0-1.3 2.5-3 6-3s6 1.7 6 3v1H6Z';

/** The field around the button: its label, the same before and after the panel's code is in. */
export function TravellerField(props: {
  labelId: string;
  texts: TravellerPickerTexts;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={[styles.picker, props.className].filter(Boolean).join(' ')}>
      <span id={props.labelId} className={styles.label}>
        {props.texts.label}
      </span>
      {props.children}
    </div>
  );
}

/** The field button's own props (named by the label then the summary, its error, its look). */
export function travellerButtonProps(props: TravellerPickerProps, labelId: string) {
  return {
    id: props.id,
    className: props.isInvalid ? `${styles.trigger} ${styles.invalid}` : styles.trigger,
    'aria-labelledby': `${labelId} ${props.id}`,
    'aria-describedby': props.errorId,
    'aria-invalid': props.isInvalid || undefined,
  };
}

export function TravellerSummary({ text }: { text: string }) {
  return (
    <>
      <FieldIcon path={PERSON_PATH} className={styles.icon} />
      <span className={styles.summary}>{text}</span>
    </>
  );
}
