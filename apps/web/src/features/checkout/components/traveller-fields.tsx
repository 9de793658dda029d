import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/kit/select';
import { TextField } from '../../../components/ui/kit/text-field';
import type { TravellerForm } from '../model/checkout-forms';
import type { Issues } from '../model/form-issues';
import { adultLatestBirthDate, childBirthDateRange } from '../model/traveller-rules';
import type { PassengerSlot } from '../model/traveller-rules';
import styles from './checkout.module.css';

interface TravellerFieldsProps {
  index: number;
  slot: PassengerSlot;
  /** Outbound date (YYYY-MM-DD) ages are measured at. */
  travel: string;
  returnDay: string;
  needsDocument: boolean;
  countries: { code: string; name: string }[];
  value: TravellerForm;
  onChange: (value: TravellerForm) => void;
  /** The problems to show now (fields left, or all after Continue). */
  issues: Issues<TravellerForm>;
  onLeave: (field: keyof TravellerForm) => void;
}

/** One passenger's fieldset: names, gender, birth date (consistent with the searched age), document if needed. */
export function TravellerFields(props: TravellerFieldsProps) {
  const { index, slot, travel, returnDay, needsDocument, countries, value, onChange, issues, onLeave } = props;
  const { t } = useTranslation('checkout');
  const range = slot.type === 'CHILD' ? childBirthDateRange(slot.age ?? 0, travel) : null;
  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));
  const message = (field: keyof TravellerForm) => {
    const issue = issues[field];
    return issue ? t(`validation.${issue}`, { age: slot.age }) : undefined;
  };
  const text = (field: keyof TravellerForm, transform: (raw: string) => string = (raw) => raw) => ({
    value: value[field],
    onChange: (raw: string) => onChange({ ...value, [field]: transform(raw) }),
    onBlur: () => onLeave(field),
    errorMessage: message(field),
    isRequired: true,
  });
  const choice = (field: keyof TravellerForm) => ({
    value: value[field] || null,
    onChange: (next: string) => onChange({ ...value, [field]: next }),
    errorMessage: message(field),
    isRequired: true,
  });
  const legend =
    slot.type === 'ADULT'
      ? t('travellers.adult', { number: index + 1 })
      : t('travellers.child', { number: index + 1, age: slot.age });
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.fieldGrid}>
        <TextField
          label={t('travellers.firstName')}
          autoComplete={index === 0 ? 'given-name' : 'off'}
          {...text('firstName')}
        />
        <TextField
          label={t('travellers.lastName')}
          autoComplete={index === 0 ? 'family-name' : 'off'}
          {...text('lastName')}
        />
        <Select
          label={t('travellers.gender')}
          placeholder={t('travellers.choose')}
          options={[
            { value: 'FEMALE', label: t('travellers.female') },
            { value: 'MALE', label: t('travellers.male') },
          ]}
          {...choice('gender')}
        />
        <TextField
          label={t('travellers.birthDate')}
          type="date"
          min={range?.min}
          max={range?.max ?? adultLatestBirthDate(travel) ?? undefined}
          description={slot.type === 'ADULT' ? t('travellers.adultHint') : t('travellers.childHint', { age: slot.age })}
          {...text('birthDate')}
        />
        {needsDocument && (
          <>
            <Select
              label={t('travellers.nationality')}
              placeholder={t('travellers.choose')}
              options={countryOptions}
              {...choice('nationality')}
            />
            <Select
              label={t('travellers.documentType')}
              options={[
                { value: 'PASSPORT', label: t('travellers.passport') },
                { value: 'ID_CARD', label: t('travellers.idCard') },
              ]}
              {...choice('documentType')}
            />
            <TextField
              label={t('travellers.documentNumber')}
              autoComplete="off"
              {...text('documentNumber', (raw) => raw.toUpperCase())}
            />
            <Select
              label={t('travellers.documentCountry')}
              placeholder={t('travellers.choose')}
              options={countryOptions}
              {...choice('documentCountry')}
            />
            <TextField label={t('travellers.documentExpiry')} type="date" min={returnDay} {...text('documentExpiry')} />
          </>
        )}
      </div>
    </fieldset>
  );
}
