import { useTranslation } from 'react-i18next';
import { TravellerPicker } from '../../../components/ui/kit/traveller-picker';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MIN_ADULTS } from '../model/travellers';
import type { Travellers } from '../model/travellers';
import styles from './search-box.module.css';

export interface TravellersFieldProps {
  id: string;
  value: Travellers;
  onChange: (value: Travellers) => void;
  error?: string | undefined;
}

const LIMITS = { minAdults: MIN_ADULTS, maxAdults: MAX_ADULTS, maxChildren: MAX_CHILDREN, maxChildAge: MAX_CHILD_AGE };

/** The travellers of a search in the kit's TravellerPicker (a popover on desktop, a full-screen sheet on phones). */
export function TravellersField({ id, value, onChange, error }: TravellersFieldProps) {
  const { t } = useTranslation('search');
  const summary = [
    t('travellers.adultsCount', { count: value.adults }),
    value.childrenAges.length > 0 ? t('travellers.childrenCount', { count: value.childrenAges.length }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <TravellerPicker
        id={id}
        value={value}
        onChange={onChange}
        limits={LIMITS}
        isInvalid={Boolean(error)}
        errorId={errorId}
        showAgeErrors={Boolean(error)}
        texts={{
          label: t('travellers.label'),
          summary,
          adults: t('travellers.adults'),
          adultsHint: t('travellers.adultsHint'),
          children: t('travellers.children'),
          childrenHint: t('travellers.childrenHint'),
          decrease: (label) => t('travellers.decrease', { label }),
          increase: (label) => t('travellers.increase', { label }),
          childAge: (index) => t('travellers.childAge', { index }),
          agePlaceholder: t('travellers.agePlaceholder'),
          years: (count) => t('travellers.years', { count }),
          ageRequired: t('errors.childAgeRequired'),
          done: t('travellers.done'),
        }}
      />
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
