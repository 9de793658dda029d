import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
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

/** Company invoice details (AddInvoice); every field is checked with the contract's invoiceInputSchema. */
export function InvoiceForm({ initial, countries, saving, showErrors = false, onChange, onSave }: InvoiceFormProps) {
  const { t } = useTranslation('payment');
  const [form] = Form.useForm<InvoiceDraft>();
  const rule = (field: InvoiceField) => ({
    validator: (_: unknown, value: unknown) => {
      const draft = { ...form.getFieldsValue(true), [field]: value } as InvoiceDraft;
      return invoiceFieldValid(draft, field)
        ? Promise.resolve()
        : Promise.reject(new Error(t(`invoice.errors.${field}`)));
    },
  });
  useEffect(() => {
    if (showErrors) form.validateFields().catch(() => undefined);
  }, [showErrors, form]);
  const finish = (values: InvoiceDraft) => {
    const check = checkInvoice(values);
    if (check.ok) onSave(check.value);
  };
  return (
    <Form<InvoiceDraft>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(_, all) => onChange(all)}
      onFinish={finish}
      requiredMark="optional"
      className={styles.formGrid}
      name="invoice"
    >
      {INVOICE_FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`invoice.fields.${field}`)}
          required={!OPTIONAL.includes(field)}
          rules={[rule(field)]}
          validateTrigger="onBlur"
          className={WIDE.includes(field) ? styles.wide : undefined}
        >
          {field === 'country' ? (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={countries.map((country) => ({ value: country.code, label: country.name }))}
              placeholder={t('invoice.countryPlaceholder')}
            />
          ) : (
            <Input autoComplete={AUTOCOMPLETE[field] ?? 'off'} type={field === 'email' ? 'email' : 'text'} />
          )}
        </Form.Item>
      ))}
      <div className={styles.wide}>
        <Button htmlType="submit" loading={saving}>
          {t('invoice.save')}
        </Button>
      </div>
    </Form>
  );
}
