import { travelDocumentSchema, travellerInputSchema } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { adultLatestBirthDate, birthDateIssue, childBirthDateRange } from '../model/traveller-rules';
import type { PassengerSlot } from '../model/traveller-rules';
import styles from './checkout.module.css';
import { checkRule, schemaRule } from './field-rules';

interface TravellerFieldsProps {
  index: number;
  slot: PassengerSlot;
  /** Outbound date (YYYY-MM-DD) ages are measured at. */
  travel: string;
  today: string;
  returnDay: string;
  needsDocument: boolean;
  countries: { code: string; name: string }[];
}

const nameSchema = travellerInputSchema.shape.firstName;

/** One passenger's fieldset: names, gender, birth date (consistent with the searched age), document if needed. */
export function TravellerFields({
  index,
  slot,
  travel,
  today,
  returnDay,
  needsDocument,
  countries,
}: TravellerFieldsProps) {
  const { t } = useTranslation('checkout');
  const field = (name: string) => ['travellers', index, name];
  const required = { required: true, message: t('validation.required') };
  const range = slot.type === 'CHILD' ? childBirthDateRange(slot.age ?? 0, travel) : null;
  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));
  const legend =
    slot.type === 'ADULT'
      ? t('travellers.adult', { number: index + 1 })
      : t('travellers.child', { number: index + 1, age: slot.age });
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.fieldGrid}>
        <Form.Item
          label={t('travellers.firstName')}
          name={field('firstName')}
          rules={[required, schemaRule(nameSchema, t('validation.name'))]}
        >
          <Input autoComplete={index === 0 ? 'given-name' : 'off'} />
        </Form.Item>
        <Form.Item
          label={t('travellers.lastName')}
          name={field('lastName')}
          rules={[required, schemaRule(nameSchema, t('validation.name'))]}
        >
          <Input autoComplete={index === 0 ? 'family-name' : 'off'} />
        </Form.Item>
        <Form.Item label={t('travellers.gender')} name={field('gender')} rules={[required]}>
          <Select
            options={[
              { value: 'FEMALE', label: t('travellers.female') },
              { value: 'MALE', label: t('travellers.male') },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t('travellers.birthDate')}
          name={field('birthDate')}
          extra={slot.type === 'ADULT' ? t('travellers.adultHint') : t('travellers.childHint', { age: slot.age })}
          rules={[
            required,
            checkRule((value) => {
              const issue = birthDateIssue(slot, value, travel, today);
              return issue ? t(`validation.birthDate.${issue}`, { age: slot.age }) : null;
            }),
          ]}
        >
          <Input type="date" min={range?.min} max={range?.max ?? adultLatestBirthDate(travel) ?? undefined} />
        </Form.Item>
        {needsDocument && (
          <>
            <Form.Item label={t('travellers.nationality')} name={field('nationality')} rules={[required]}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={countryOptions} />
            </Form.Item>
            <Form.Item label={t('travellers.documentType')} name={field('documentType')} rules={[required]}>
              <Select
                options={[
                  { value: 'PASSPORT', label: t('travellers.passport') },
                  { value: 'ID_CARD', label: t('travellers.idCard') },
                ]}
              />
            </Form.Item>
            <Form.Item
              label={t('travellers.documentNumber')}
              name={field('documentNumber')}
              normalize={(value: string) => value.toUpperCase()}
              rules={[required, schemaRule(travelDocumentSchema.shape.number, t('validation.documentNumber'))]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label={t('travellers.documentCountry')} name={field('documentCountry')} rules={[required]}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={countryOptions} />
            </Form.Item>
            <Form.Item
              label={t('travellers.documentExpiry')}
              name={field('documentExpiry')}
              rules={[
                required,
                checkRule((value) => (value && value < returnDay ? t('validation.documentExpiry') : null)),
              ]}
            >
              <Input type="date" min={returnDay} />
            </Form.Item>
          </>
        )}
      </div>
    </fieldset>
  );
}
