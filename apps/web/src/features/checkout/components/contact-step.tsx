import type { CartFull } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/kit/select';
import { InlineAlert } from '../../../components/ui/kit/status';
import { TextField } from '../../../components/ui/kit/text-field';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useSaveContact } from '../api/save-contact';
import { contactFormSchema, contactToForm, toContact } from '../model/checkout-forms';
import type { ContactForm } from '../model/checkout-forms';
import { contactIssues, noIssues } from '../model/form-issues';
import { contactPrefill } from '../model/member-prefill';
import type { MemberPrefill } from '../model/member-prefill';
import { PHONE_CODES } from '../model/phone-codes';
import styles from './checkout.module.css';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { StepActions } from './step-actions';

interface ContactStepProps {
  cartRef: CartRef;
  cart: CartFull;
  defaultPhoneCode: string;
  /**
   * The signed-in member (issue 18): their name, e-mail and phone prefill a contact the cart does not hold yet;
   * a guest's name comes from the first adult traveller.
   */
  member?: MemberPrefill | null;
  onBack: () => void;
  onNext: () => void;
}

const PHONE_OPTIONS = PHONE_CODES.map((entry) => ({ value: entry.code, label: `${entry.country} ${entry.code}` }));

/**
 * Step 2: who we write to about the booking (name, email, phone with its country code); AddContactToCart.
 * A field's problem shows once it has been left or Continue was pressed (focus then goes to the first one).
 */
export function ContactStep({ cartRef, cart, defaultPhoneCode, member = null, onBack, onNext }: ContactStepProps) {
  const { t } = useTranslation('checkout');
  const [draft, setDraft] = useCheckoutDraft<ContactForm>(
    cartRef.cartId,
    'contact',
    cart.contact ? contactToForm(cart.contact) : contactPrefill(member, defaultPhoneCode, cart.travellers),
    contactFormSchema,
  );
  const save = useSaveContact(cartRef);
  const [shown, setShown] = useState<ReadonlySet<keyof ContactForm> | 'all'>(new Set());
  const issues = contactIssues(draft);
  const error = (field: keyof ContactForm) => {
    const issue = shown === 'all' || shown.has(field) ? issues[field] : undefined;
    return issue ? t(`validation.${issue}`) : undefined;
  };
  const field = (name: keyof ContactForm) => ({
    value: draft[name],
    onChange: (value: string) => setDraft({ ...draft, [name]: value }),
    onBlur: () => setShown((now) => (now === 'all' ? now : new Set(now).add(name))),
    errorMessage: error(name),
    isRequired: true,
  });
  return (
    <section className={styles.panel} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('contact.title')}</h2>
      <p className={styles.muted}>{t('contact.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShown('all');
          if (noIssues(issues)) save.mutate(toContact(draft), { onSuccess: onNext });
          else focusFirstInvalid(event.currentTarget);
        }}
      >
        <div className={styles.fieldGrid}>
          <TextField label={t('contact.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t('contact.lastName')} autoComplete="family-name" {...field('lastName')} />
          <TextField
            label={t('contact.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field('email')}
          />
          <Select
            label={t('contact.countryCode')}
            options={PHONE_OPTIONS}
            value={draft.countryCode || null}
            onChange={(value) => setDraft({ ...draft, countryCode: value })}
            errorMessage={error('countryCode')}
            isRequired
          />
          <TextField
            label={t('contact.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            description={t('contact.phoneHint')}
            {...field('number')}
          />
        </div>
        {save.isError && <InlineAlert tone="error">{t('errors.save')}</InlineAlert>}
        <StepActions onBack={onBack} saving={save.isPending} />
      </form>
    </section>
  );
}
