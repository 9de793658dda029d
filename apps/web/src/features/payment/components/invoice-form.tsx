import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { Select } from '../../../components/ui/kit/select';
import { TextField } from '../../../components/ui/kit/text-field';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { INVOICE_FIELDS, invoiceFieldValid } from '../model/invoice-form';
import type { InvoiceDraft, InvoiceField, InvoiceInput } from '../model/invoice-form';
import { checkInvoice } from '../model/invoice-form';
import styles from './payment.module.css';

interface InvoiceFormProps {
  initial: InvoiceDraft;
  countries: { code: string; name: string }[];
  saving: boolean;
  /** Show every field's error now (the step's Continue found the form incomplete). */
  showErrors?: boolean;
  onChange: (draft: InvoiceDraft) => void;
  onSave: (invoice: InvoiceInput) => void;
}

const OPTIONAL: readonly InvoiceField[] = ['email', 'province'];
const WIDE: readonly InvoiceField[] = ['companyName', 'street'];
const AUTOCOMPLETE: Partial<Record<InvoiceField, string>> = {
  companyName: 'organization',
  email: 'email',
  street: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  province: 'address-level1',
};

/**
 * Company invoice details (AddInvoice); every field is checked with the contract's invoiceInputSchema when it is
 * left, and all of them on Save (focus goes to the first one to fix).
 */
export function InvoiceForm({ initial, countries, saving, showErrors = false, onChange, onSave }: InvoiceFormProps) {
  const { t } = useTranslation('payment');
  const [draft, setDraft] = useState<InvoiceDraft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<InvoiceField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errorOf = (field: InvoiceField) =>
    (showErrors || submitted || touched.has(field)) && !invoiceFieldValid(draft, field)
      ? t(`invoice.errors.${field}`)
      : undefined;
  const change = (field: InvoiceField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    onChange(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const check = checkInvoice(draft);
    if (check.ok) onSave(check.value);
    else focusFirstInvalid(event.currentTarget);
  };
  return (
    <form className={styles.formGrid} onSubmit={submit} noValidate name="invoice">
      {INVOICE_FIELDS.map((field) =>
        field === 'country' ? (
          <Select
            key={field}
            label={t(`invoice.fields.${field}`)}
            isRequired
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
            placeholder={t('invoice.countryPlaceholder')}
            value={draft.country || null}
            onChange={(value) => change('country', value)}
            errorMessage={errorOf(field)}
          />
        ) : (
          <TextField
            key={field}
            className={WIDE.includes(field) ? styles.wide : undefined}
            label={t(`invoice.fields.${field}`)}
            isRequired={!OPTIONAL.includes(field)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            value={draft[field] ?? ''}
            onChange={(value) => change(field, value)}
            onBlur={() => setTouched((now) => new Set(now).add(field))}
            errorMessage={errorOf(field)}
          />
        ),
      )}
      <div className={styles.wide}>
        <Button variant="secondary" type="submit" isPending={saving}>
          {t('invoice.save')}
        </Button>
      </div>
    </form>
  );
}
