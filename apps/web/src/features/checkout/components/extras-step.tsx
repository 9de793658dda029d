import type { CartConfig, CartFull, Language } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/feedback';
import { Checkbox, Form } from '../../../components/ui/form';
import { useAncillaries } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useSaveSubscriptions } from '../api/save-subscriptions';
import { useAddSpecialRequest } from '../api/special-request';
import { formatMoney } from '../model/money';
import { AncillaryList } from './ancillary-list';
import styles from './checkout.module.css';
import { SeatSelection } from './seat-selection';
import { SpecialRequest } from './special-request';
import { StepActions } from './step-actions';

interface ExtrasStepProps {
  cartRef: CartRef;
  cart: CartFull;
  config: CartConfig;
  language: Language;
  onBack: () => void;
  onNext: () => void;
}

/** Travel insurance is chosen with its own checkbox (AddSubscriptions), not as a listed extra. */
const SUBSCRIPTION_CODES = new Set(['TRAVEL_INSURANCE']);

/**
 * Step 3: extras. Ancillaries and seats change the cart at once; newsletter, insurance and the special
 * request are kept as drafts and saved on Continue.
 */
export function ExtrasStep({ cartRef, cart, config, language, onBack, onNext }: ExtrasStepProps) {
  const { t } = useTranslation('checkout');
  const ancillaries = useAncillaries(cartRef);
  const [subscriptions, setSubscriptions] = useCheckoutDraft(cartRef.cartId, 'subscriptions', cart.subscriptions);
  const [request, setRequest] = useCheckoutDraft(cartRef.cartId, 'specialRequest', cart.specialRequest?.text ?? '');
  const saveSubscriptions = useSaveSubscriptions(cartRef);
  const addRequest = useAddSpecialRequest(cartRef);
  const [failed, setFailed] = useState(false);
  const options = config.checkoutOptions;
  const offers = ancillaries.data?.products ?? [];
  const listed = offers.filter((offer) => offer.type === 'ANCILLARY' && !SUBSCRIPTION_CODES.has(offer.code));
  const seatOffer = offers.find((offer) => offer.type === 'SEAT_SELECTION' && offer.seatMap);
  const insurance = config.travelInsurancePrice;

  const submit = async () => {
    setFailed(false);
    try {
      const changed =
        subscriptions.newsletter !== cart.subscriptions.newsletter ||
        subscriptions.travelInsurance !== cart.subscriptions.travelInsurance;
      if (changed) await saveSubscriptions.mutateAsync(subscriptions);
      const text = request.trim();
      if (options.specialRequests && text && text !== cart.specialRequest?.text) await addRequest.mutateAsync(text);
      onNext();
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="extras-title">
      <h2 id="extras-title">{t('extras.title')}</h2>
      <Form layout="vertical" onFinish={() => void submit()}>
        {options.ancillaries && listed.length > 0 && (
          <AncillaryList cartRef={cartRef} cart={cart} offers={listed} language={language} />
        )}
        {options.ancillaries && seatOffer && (
          <SeatSelection cartRef={cartRef} cart={cart} offer={seatOffer} language={language} />
        )}
        {ancillaries.isError && <Alert type="warning" showIcon title={t('errors.ancillaries')} />}
        {(options.insurance || options.newsletter) && (
          <fieldset className={styles.fieldset}>
            <legend>{t('extras.subscriptions')}</legend>
            {options.insurance && insurance && (
              <p>
                <Checkbox
                  checked={subscriptions.travelInsurance}
                  onChange={(event) => setSubscriptions({ ...subscriptions, travelInsurance: event.target.checked })}
                >
                  {t('extras.insurance', { price: formatMoney(insurance.amount, insurance.currency, language) })}
                </Checkbox>
              </p>
            )}
            {options.newsletter && (
              <p>
                <Checkbox
                  checked={subscriptions.newsletter}
                  onChange={(event) => setSubscriptions({ ...subscriptions, newsletter: event.target.checked })}
                >
                  {t('extras.newsletter')}
                </Checkbox>
              </p>
            )}
          </fieldset>
        )}
        {options.specialRequests && (
          <SpecialRequest cartRef={cartRef} cart={cart} value={request} onChange={setRequest} />
        )}
        {failed && <Alert type="error" showIcon role="alert" title={t('errors.save')} />}
        <StepActions onBack={onBack} saving={saveSubscriptions.isPending || addRequest.isPending} />
      </Form>
    </section>
  );
}
