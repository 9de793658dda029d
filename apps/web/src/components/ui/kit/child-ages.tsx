import styles from './traveller-picker.module.css';

export interface ChildAgesTexts {
  /** "Age of child 2" for index 2 (from 1). */
  childAge: (index: number) => string;
  agePlaceholder: string;
  /** "7 years". */
  years: (age: number) => string;
  /** Shown once while a child has no age and errors show. */
  ageRequired: string;
}

export interface ChildAgesProps {
  idPrefix: string;
  ages: readonly (number | null)[];
  maxAge: number;
  texts: ChildAgesTexts;
  showErrors: boolean;
  onChange: (ages: (number | null)[]) => void;
}

/**
 * One age per child. A native select: the phone's own wheel or list, typing a digit jumps to it, and no popup
 * inside the traveller sheet's popup. A new child starts without an age: the visitor must choose (spec limits).
 */
export function ChildAges({ idPrefix, ages, maxAge, texts, showErrors, onChange }: ChildAgesProps) {
  if (ages.length === 0) return null;
  const missing = showErrors && ages.some((age) => age === null);
  const errorId = `${idPrefix}-error`;
  return (
    <div className={styles.ages}>
      {ages.map((age, index) => {
        const id = `${idPrefix}-${index}`;
        const invalid = showErrors && age === null;
        return (
          <div key={id} className={styles.age}>
            <label htmlFor={id} className={styles.ageLabel}>
              {texts.childAge(index + 1)}
            </label>
            <select
              id={id}
              className={invalid ? `${styles.select} ${styles.selectInvalid}` : styles.select}
              value={age === null ? '' : String(age)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => {
                const next = event.target.value === '' ? null : Number(event.target.value);
                onChange(ages.map((old, i) => (i === index ? next : old)));
              }}
            >
              <option value="">{texts.agePlaceholder}</option>
              {Array.from({ length: maxAge + 1 }, (_, years) => (
                <option key={years} value={years}>
                  {texts.years(years)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {missing && (
        <p id={errorId} className={styles.error} role="alert">
          {texts.ageRequired}
        </p>
      )}
    </div>
  );
}
