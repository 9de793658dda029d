import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { CHILD_AGES, MAX_ADULTS, MAX_CHILDREN, MIN_ADULTS, setChildrenCount } from '../model/travellers';
import type { Travellers } from '../model/travellers';
import styles from './travellers.module.css';

export interface TravellersPanelProps {
  idPrefix: string;
  value: Travellers;
  onChange: (value: Travellers) => void;
  onDone: () => void;
  showAgeErrors: boolean;
}

function Stepper(props: {
  id: string;
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('search');
  const { id, label, hint, value, min, max, onChange } = props;
  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        <span id={`${id}-label`} className={styles.rowLabel}>
          {label}
        </span>
        <span className={styles.rowHint}>{hint}</span>
      </div>
      <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
        <Button
          shape="circle"
          aria-label={t('travellers.decrease', { label })}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </Button>
        <output id={id} className={styles.count} aria-live="polite">
          {value}
        </output>
        <Button
          shape="circle"
          aria-label={t('travellers.increase', { label })}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </Button>
      </div>
    </div>
  );
}

/** Adults (1-9) and children (0-6, each with an age 0-17 to choose). */
export function TravellersPanel({ idPrefix, value, onChange, onDone, showAgeErrors }: TravellersPanelProps) {
  const { t } = useTranslation('search');
  return (
    <div className={styles.panel}>
      <Stepper
        id={`${idPrefix}-adults`}
        label={t('travellers.adults')}
        hint={t('travellers.adultsHint')}
        value={value.adults}
        min={MIN_ADULTS}
        max={MAX_ADULTS}
        onChange={(adults) => onChange({ ...value, adults })}
      />
      <Stepper
        id={`${idPrefix}-children`}
        label={t('travellers.children')}
        hint={t('travellers.childrenHint')}
        value={value.childrenAges.length}
        min={0}
        max={MAX_CHILDREN}
        onChange={(count) => onChange({ ...value, childrenAges: setChildrenCount(value.childrenAges, count) })}
      />
      {value.childrenAges.length > 0 && (
        <div className={styles.ages}>
          {value.childrenAges.map((age, index) => {
            const id = `${idPrefix}-child-${index}`;
            const missing = showAgeErrors && age === null;
            return (
              <div key={id} className={styles.age}>
                <label htmlFor={id} className={styles.ageLabel}>
                  {t('travellers.childAge', { index: index + 1 })}
                </label>
                <Select
                  id={id}
                  className={styles.ageSelect}
                  value={age}
                  status={missing ? 'error' : undefined}
                  placeholder={t('travellers.agePlaceholder')}
                  // 18 short options: render them all, so typing or scrolling finds every age.
                  virtual={false}
                  aria-invalid={missing ? true : undefined}
                  options={CHILD_AGES.map((years) => ({
                    value: years,
                    label: t('travellers.years', { count: years }),
                  }))}
                  onChange={(years: number) =>
                    onChange({
                      ...value,
                      childrenAges: value.childrenAges.map((old, i) => (i === index ? years : old)),
                    })
                  }
                />
              </div>
            );
          })}
        </div>
      )}
      {showAgeErrors && value.childrenAges.some((age) => age === null) && (
        <p className={styles.error} role="alert">
          {t('errors.childAgeRequired')}
        </p>
      )}
      <Button type="primary" block onClick={onDone}>
        {t('travellers.done')}
      </Button>
    </div>
  );
}
