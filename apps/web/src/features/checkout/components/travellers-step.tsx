import type { CartConfig, CartFull, Language } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/feedback';
import { Form } from '../../../components/ui/form';
import { useCountries } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useSaveTravellers } from '../api/save-travellers';
import { initialTravellers, toTravellerInput, travellersDraftSchema } from '../model/checkout-forms';
import type { TravellerForm } from '../model/checkout-forms';
import { passengerSlots, returnDate, travelDate } from '../model/traveller-rules';
import styles from './checkout.module.css';
import { StepActions } from './step-actions';
import { TravellerFields } from './traveller-fields';

interface TravellersStepProps {
  cartRef: CartRef;
  cart: CartFull;
  config: CartConfig;
  language: Language;
  onNext: () => void;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Step 1: one fieldset per passenger of the searched party; saved with AddTravellerToCart on Continue. */
export function TravellersStep({ cartRef, cart, config, language, onNext }: TravellersStepProps) {
  const { t } = useTranslation('checkout');
  const slots = passengerSlots(config.travellers);
  const needsDocument = config.requiredTravellerFields.document;
  const countries = useCountries(cartRef, language);
  const [draft, setDraft] = useCheckoutDraft<TravellerForm[]>(
    cartRef.cartId,
    'travellers',
    initialTravellers(slots, cart.travellers),
    travellersDraftSchema,
  );
  const save = useSaveTravellers(cartRef);
  const travel = travelDate(cart) ?? todayIso();
  const returnDay = returnDate(cart) ?? travel;

  const submit = (values: { travellers: TravellerForm[] }) => {
    const inputs = slots.map((slot, index) => toTravellerInput(slot, values.travellers[index]!, needsDocument));
    save.mutate(inputs, { onSuccess: onNext });
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
        {save.isError && <Alert type="error" showIcon role="alert" title={t('errors.save')} />}
        <StepActions saving={save.isPending} />
      </Form>
    </section>
  );
}
