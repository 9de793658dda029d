import styles from './date-picker.module.css';
import { FieldIcon } from './field-icon';

const CALENDAR_PATH =
  'M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z';

/** The range field's name: "Thu 10 Dec – Thu 17 Dec", else its placeholders. */
export function rangeSpoken(startText: string, endText: string, placeholder: { start: string; end: string }): string {
  return startText && endText ? `${startText} – ${endText}` : startText || `${placeholder.start} – ${placeholder.end}`;
}

export function RangeFieldValue(props: {
  startText: string;
  endText: string;
  placeholder: { start: string; end: string };
}) {
  const { startText, endText, placeholder } = props;
  return (
    <>
      <FieldIcon path={CALENDAR_PATH} className={styles.icon} />
      <span className={startText ? styles.value : styles.placeholder}>{startText || placeholder.start}</span>
      <span aria-hidden="true" className={styles.separator}>
        –
      </span>
      <span className={endText ? styles.value : styles.placeholder}>{endText || placeholder.end}</span>
    </>
  );
}

export function DayFieldValue({ text, placeholder }: { text: string; placeholder: string }) {
  return (
    <>
      <FieldIcon path={CALENDAR_PATH} className={styles.icon} />
      <span className={text ? styles.value : styles.placeholder}>{text || placeholder}</span>
    </>
  );
}
