import type { CartConfig, CartFull, Language } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/kit/checkbox';
import { InlineAlert, SkeletonText } from '../../../components/ui/kit/status';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useCountries } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useSavedTravellers, useSaveTravellersForNextTime } from '../api/saved-travellers';
import { useSaveTravellers } from '../api/save-travellers';
import { emptyTraveller, toTravellerInput, travellersDraftSchema } from '../model/checkout-forms';
import type { TravellerForm } from '../model/checkout-forms';
import { noIssues, travellerIssues } from '../model/form-issues';
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
  const { t } = useTranslation();
  if (saved.isLoading) return <SkeletonText rows={6} label={t('ui.loading')} />;
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
  // Problems show once a field was left, or everywhere after Continue.
  const [shown, setShown] = useState<ReadonlySet<string> | 'all'>(new Set());
  const forms = slots.map((_, index) => draft[index] ?? emptyTraveller());
  const issues = slots.map((slot, index) =>
    travellerIssues(forms[index]!, { slot, travel, today: todayIso(), returnDay, needsDocument }),
  );
  const visible = (index: number) =>
    Object.fromEntries(
      Object.entries(issues[index]!).filter(([field]) => shown === 'all' || shown.has(`${index}.${field}`)),
    );

  const submit = () => {
    const inputs = slots.map((slot, index) => toTravellerInput(slot, forms[index]!, needsDocument));
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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShown('all');
          if (issues.every(noIssues)) submit();
          else focusFirstInvalid(event.currentTarget);
        }}
      >
        {slots.map((slot, index) => (
          <TravellerFields
            key={index}
            index={index}
            slot={slot}
            travel={travel}
            returnDay={returnDay}
            needsDocument={needsDocument}
            countries={countries.data ?? []}
            value={forms[index]!}
            onChange={(next) => setDraft(forms.map((form, at) => (at === index ? next : form)))}
            issues={visible(index)}
            onLeave={(field) => setShown((now) => (now === 'all' ? now : new Set(now).add(`${index}.${field}`)))}
          />
        ))}
        {member && (
          <Checkbox isSelected={consent} onChange={setConsent}>
            {tSaved('consent')}
          </Checkbox>
        )}
        {save.isError && <InlineAlert tone="error">{t('errors.save')}</InlineAlert>}
        <StepActions saving={save.isPending} />
      </form>
    </section>
  );
}
