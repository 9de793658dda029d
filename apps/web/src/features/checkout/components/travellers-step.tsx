import type { CartConfig, CartFull, Language } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/feedback';
import { Form } from '../../../components/ui/form';
import { Checkbox } from '../../../components/ui/kit/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCountries } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useSavedTravellers, useSaveTravellersForNextTime } from '../api/saved-travellers';
import { useSaveTravellers } from '../api/save-travellers';
import { toTravellerInput, travellersDraftSchema } from '../model/checkout-forms';
import type { TravellerForm } from '../model/checkout-forms';
import { travellersPrefill } from '../model/member-prefill';
import type { MemberPrefill } from '../model/member-prefill';
import { passengerSlots, returnDate, travelDate } from '../model/traveller-rules';
import styles from './checkout.module.css';
import { StepActions } from './step-actions';
import { TravellerFields } from './traveller-fields';

interface TravellersStepProps {
  cartRef: CartRef;
  cart: CartFull;
  config: CartConfig;
  language: Language;
  /** The signed-in member (issue 18): their saved travellers and name prefill the forms; null for a visitor. */
  member?: MemberPrefill | null;
  onNext: () => void;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Step 1: one fieldset per passenger of the searched party; saved with AddTravellerToCart on Continue. A member's
 * saved travellers are offered first (the form waits for them), and a consent box saves the party for next time.
 */
export function TravellersStep(props: TravellersStepProps) {
  const member = props.member ?? null;
  const saved = useSavedTravellers(member !== null && props.cart.travellers.length === 0);
  if (saved.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <TravellersForm {...props} member={member} saved={saved.data?.travellers ?? []} />;
}

function TravellersForm({
  cartRef,
  cart,
  config,
  language,
  member,
  saved,
  onNext,
}: TravellersStepProps & { member: MemberPrefill | null; saved: CartFull['travellers'] }) {
  const { t } = useTranslation('checkout');
  const { t: tSaved } = useTranslation('saved-travellers');
  const slots = passengerSlots(config.travellers);
  const needsDocument = config.requiredTravellerFields.document;
  const countries = useCountries(cartRef, language);
  const [draft, setDraft] = useCheckoutDraft<TravellerForm[]>(
    cartRef.cartId,
    'travellers',
    travellersPrefill(slots, cart.travellers, saved, member),
    travellersDraftSchema,
  );
  const save = useSaveTravellers(cartRef);
  const keep = useSaveTravellersForNextTime();
  const [consent, setConsent] = useState(false);
  const travel = travelDate(cart) ?? todayIso();
  const returnDay = returnDate(cart) ?? travel;

  const submit = (values: { travellers: TravellerForm[] }) => {
    const inputs = slots.map((slot, index) => toTravellerInput(slot, values.travellers[index]!, needsDocument));
    save.mutate(inputs, {
      onSuccess: () => {
        // Only with the member's consent; the booking goes on whether or not this save succeeds.
        if (member && consent) keep.mutate(inputs);
        onNext();
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="travellers-title">
      <h2 id="travellers-title">{t('travellers.title')}</h2>
      <p className={styles.muted}>{t('travellers.intro')}</p>
      <Form
        layout="vertical"
        initialValues={{ travellers: slots.map((_, index) => draft[index]) }}
        onValuesChange={(_, all: { travellers: TravellerForm[] }) =>
          setDraft(slots.map((_, index) => ({ ...draft[index]!, ...all.travellers[index] })))
        }
        onFinish={submit}
        scrollToFirstError={{ focus: true }}
      >
        {slots.map((slot, index) => (
          <TravellerFields
            key={index}
            index={index}
            slot={slot}
            travel={travel}
            today={todayIso()}
            returnDay={returnDay}
            needsDocument={needsDocument}
            countries={countries.data ?? []}
          />
        ))}
        {member && (
          <Checkbox isSelected={consent} onChange={setConsent}>
            {tSaved('consent')}
          </Checkbox>
        )}
        {save.isError && <Alert type="error" showIcon role="alert" title={t('errors.save')} />}
        <StepActions saving={save.isPending} />
      </Form>
    </section>
  );
}
