import type { CartConfig, CartFull } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/kit/checkbox';
import { InlineAlert } from '../../../components/ui/kit/status';
import { useAncillaries } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useMoneyFormat } from '../../../lib/money';
import { useChooseSeats, useRemoveProducts } from '../api/cart-products';
import { useSaveSubscriptions } from '../api/save-subscriptions';
import { useAddSpecialRequest, useDeleteSpecialRequest } from '../api/special-request';
import { requestSave, seatSave, seatsInCart } from '../model/extras-draft';
import type { SeatChoices } from '../model/extras-draft';
import { AncillaryList } from './ancillary-list';
import styles from './checkout.module.css';
import { SeatSelection } from './seat-selection';
import { SpecialRequest } from './special-request';
import { StepActions } from './step-actions';

interface ExtrasStepProps {
  cartRef: CartRef;
  cart: CartFull;
  config: CartConfig;
  onBack: () => void;
  onNext: () => void;
}

/** Travel insurance is chosen with its own checkbox (AddSubscriptions), not as a listed extra. */
const SUBSCRIPTION_CODES = new Set(['TRAVEL_INSURANCE']);

/**
 * Step 3: extras. Ancillaries change the cart at once; seats can be saved at once and are otherwise saved on
 * Continue, like newsletter, insurance and the special request (kept as drafts): nothing chosen is dropped.
 */
export function ExtrasStep({ cartRef, cart, config, onBack, onNext }: ExtrasStepProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  const ancillaries = useAncillaries(cartRef);
  const [seats, setSeats] = useState<SeatChoices>(() => seatsInCart(cart.products));
  const chooseSeats = useChooseSeats(cartRef);
  const removeSeats = useRemoveProducts(cartRef);
  const deleteRequest = useDeleteSpecialRequest(cartRef);
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
      const seatChange = seatOffer ? seatSave(cart.products, seats) : ({ kind: 'none' } as const);
      const previous = cart.products.filter((product) => product.type === 'SEAT_SELECTION');
      if (seatChange.kind === 'choose') {
        await chooseSeats.mutateAsync({ seats: seatChange.seats, previous: previous.map((p) => p.productId) });
      } else if (seatChange.kind === 'clear') {
        await removeSeats.mutateAsync(previous.map((product) => product.productId));
      }
      const requestChange = options.specialRequests
        ? requestSave(request, cart.specialRequest?.text)
        : ({ kind: 'none' } as const);
      if (requestChange.kind === 'save') await addRequest.mutateAsync(requestChange.text);
      else if (requestChange.kind === 'delete') await deleteRequest.mutateAsync();
      onNext();
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="extras-title">
      <h2 id="extras-title">{t('extras.title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {options.ancillaries && listed.length > 0 && <AncillaryList cartRef={cartRef} cart={cart} offers={listed} />}
        {options.ancillaries && seatOffer && (
          <SeatSelection cartRef={cartRef} cart={cart} offer={seatOffer} chosen={seats} onChange={setSeats} />
        )}
        {ancillaries.isError && <InlineAlert tone="warning">{t('errors.ancillaries')}</InlineAlert>}
        {(options.insurance || options.newsletter) && (
          <fieldset className={styles.fieldset}>
            <legend>{t('extras.subscriptions')}</legend>
            {options.insurance && insurance && (
              <p>
                <Checkbox
                  isSelected={subscriptions.travelInsurance}
                  onChange={(checked) => setSubscriptions({ ...subscriptions, travelInsurance: checked })}
                >
                  {t('extras.insurance', { price: formatMoney(insurance) })}
                </Checkbox>
              </p>
            )}
            {options.newsletter && (
              <p>
                <Checkbox
                  isSelected={subscriptions.newsletter}
                  onChange={(checked) => setSubscriptions({ ...subscriptions, newsletter: checked })}
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
        {failed && <InlineAlert tone="error">{t('errors.save')}</InlineAlert>}
        <StepActions
          onBack={onBack}
          saving={
            saveSubscriptions.isPending ||
            addRequest.isPending ||
            deleteRequest.isPending ||
            chooseSeats.isPending ||
            removeSeats.isPending
          }
        />
      </form>
    </section>
  );
}
