import { contactSchema, phoneSchema } from '@wayfare/contract';
import type { CartFull } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/feedback';
import { Form } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useSaveContact } from '../api/save-contact';
import { contactFormSchema, contactToForm, toContact } from '../model/checkout-forms';
import type { ContactForm } from '../model/checkout-forms';
import { contactPrefill } from '../model/member-prefill';
import type { MemberPrefill } from '../model/member-prefill';
import { PHONE_CODES } from '../model/phone-codes';
import styles from './checkout.module.css';
import { schemaRule } from './field-rules';
import { StepActions } from './step-actions';

interface ContactStepProps {
  cartRef: CartRef;
  cart: CartFull;
  defaultPhoneCode: string;
  /** The signed-in member (issue 18): their name, e-mail and phone prefill a contact the cart does not hold yet. */
  member?: MemberPrefill | null;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: who we write to about the booking (name, email, phone with its country code); AddContactToCart. */
export function ContactStep({ cartRef, cart, defaultPhoneCode, member = null, onBack, onNext }: ContactStepProps) {
  const { t } = useTranslation('checkout');
  const [draft, setDraft] = useCheckoutDraft<ContactForm>(
    cartRef.cartId,
    'contact',
    cart.contact ? contactToForm(cart.contact) : contactPrefill(member, defaultPhoneCode),
    contactFormSchema,
  );
  const save = useSaveContact(cartRef);
  const required = { required: true, message: t('validation.required') };
  const nameRule = schemaRule(contactSchema.shape.firstName, t('validation.name'));
  return (
    <section className={styles.panel} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('contact.title')}</h2>
      <p className={styles.muted}>{t('contact.intro')}</p>
      <Form
        layout="vertical"
        initialValues={draft}
        onValuesChange={(_, all: ContactForm) => setDraft({ ...draft, ...all })}
        onFinish={(values: ContactForm) => save.mutate(toContact(values), { onSuccess: onNext })}
        scrollToFirstError={{ focus: true }}
      >
        <div className={styles.fieldGrid}>
          <Form.Item label={t('contact.firstName')} name="firstName" rules={[required, nameRule]}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item label={t('contact.lastName')} name="lastName" rules={[required, nameRule]}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item
            label={t('contact.email')}
            name="email"
            rules={[required, schemaRule(contactSchema.shape.email, t('validation.email'))]}
          >
            <Input type="email" autoComplete="email" inputMode="email" />
          </Form.Item>
          <Form.Item label={t('contact.countryCode')} name="countryCode" rules={[required]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={PHONE_CODES.map((entry) => ({ value: entry.code, label: `${entry.country} ${entry.code}` }))}
            />
          </Form.Item>
          <Form.Item
            label={t('contact.phone')}
            name="number"
            extra={t('contact.phoneHint')}
            rules={[
              required,
              {
                validator: (_: unknown, value: unknown) =>
                  phoneSchema.shape.number.safeParse(String(value ?? '').replace(/[\s().-]/g, '')).success
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('validation.phone'))),
              },
            ]}
          >
            <Input type="tel" autoComplete="tel-national" inputMode="tel" />
          </Form.Item>
        </div>
        {save.isError && <Alert type="error" showIcon role="alert" title={t('errors.save')} />}
        <StepActions onBack={onBack} saving={save.isPending} />
      </Form>
    </section>
  );
}
