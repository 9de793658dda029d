import type { CartFull, CartConfig, Order } from '@wayfare/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert, SkeletonText } from '../../../components/ui/kit/status';
import { useCartConfig, useCartFull } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { confirmationPath } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useMoneyFormat } from '../../../lib/money';
import { isApiError } from '../../../lib/http/api-error';
import { usePlaceOrder } from '../api/place-order';
import { draftPoints, INITIAL_PAYMENT_DRAFT, PAYMENT_DRAFT_KEY, paymentDraftSchema } from '../model/payment-draft';
import { finalizePayment, methodAvailability } from '../model/payment-methods';
import { nextAfterOrder, placeOrderErrorKey } from '../model/place-order-outcome';
import { splitFromBreakdown, splitPayment } from '../model/points-split';
import { ReviewDetails } from './review-details';
import { ReviewSection } from './review-section';
import { SplitSummary } from './split-summary';
import { TermsAcceptance } from './terms-acceptance';
import styles from './payment.module.css';

interface ReviewStepProps {
  cartRef: CartRef;
  onBack: () => void;
  onEditStep: (step: number) => void;
}

/** Checkout step 5 (needs the loaded cart and config): review, terms, "Confirm and pay". */
export function ReviewStep(props: ReviewStepProps) {
  const { t } = useTranslation('payment');
  const { t: common } = useTranslation();
  const cart = useCartFull(props.cartRef);
  const config = useCartConfig(props.cartRef);
  if (cart.isError || config.isError) {
    const retry = () => void Promise.all([cart.refetch(), config.refetch()]);
    return (
      <InlineAlert tone="error" title={t('step.loadFailed')}>
        <Button variant="secondary" onPress={retry}>
          {t('step.retry')}
        </Button>
      </InlineAlert>
    );
  }
  if (!cart.data || !config.data) return <SkeletonText rows={10} label={common('ui.loading')} />;
  return <ReviewBody {...props} cart={cart.data} config={config.data} />;
}

function ReviewBody({
  cartRef,
  onBack,
  onEditStep,
  cart,
  config,
}: ReviewStepProps & { cart: CartFull; config: CartConfig }) {
  const { t } = useTranslation('payment');
  const formatMoney = useMoneyFormat();
  const navigate = useNavigate();
  const place = usePlaceOrder(cartRef);
  // A synchronous guard: two clicks in one frame both see isPending false (the server is idempotent too).
  const inFlight = useRef(false);
  const [accepted, setAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [draft] = useCheckoutDraft(cartRef.cartId, PAYMENT_DRAFT_KEY, INITIAL_PAYMENT_DRAFT, paymentDraftSchema);
  const availability = methodAvailability(config.paymentMethods, config.points);
  const split = cart.payment
    ? splitFromBreakdown(cart.payment)
    : splitPayment(cart.totals, availability.points, draftPoints(draft, availability.points));
  const existing = cart.order;
  // Set once the next page is on its way: the button stays disabled until the browser leaves.
  const [leaving, setLeaving] = useState(false);

  const proceed = (order: Pick<Order, 'status' | 'payment'>) => {
    const next = nextAfterOrder(order);
    setLeaving(true);
    if (next.kind === 'hosted') window.location.assign(next.path);
    else void navigate(confirmationPath(cartRef));
  };

  const confirm = () => {
    if (!accepted) {
      setTermsMissing(true);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    if (existing) return proceed(existing);
    // Finalize with the choice made now (not a stale breakdown), so a changed draft is honoured.
    const payment = finalizePayment(splitPayment(cart.totals, availability.points, split.pointsUsed));
    place.mutate(
      { payment, returnPath: confirmationPath(cartRef) },
      { onSuccess: proceed, onError: () => (inFlight.current = false) },
    );
  };

  const error = place.error;
  const errorKey = isApiError(error)
    ? placeOrderErrorKey(
        error.details ?? error.message,
        error.validationErrors.map((entry) => entry.field),
        error.status,
      )
    : error
      ? 'generic'
      : null;
  const cardDue = split.cardCents > 0;

  return (
    <div className={styles.step}>
      <h2 className={styles.stepTitle}>{t('review.title')}</h2>
      <ReviewDetails cart={cart} onEditStep={onEditStep} />
      <ReviewSection title={t('review.payment')} step={4} onEditStep={onEditStep}>
        <SplitSummary
          split={split}
          pointsLabel={config.points?.label ?? null}
          taxesAndFees={cart.totals.taxesAndFees}
        />
        {cart.voucher && <p className={styles.muted}>{t('review.voucher', { code: cart.voucher.code })}</p>}
        {cart.invoice && <p className={styles.muted}>{t('review.invoice', { company: cart.invoice.companyName })}</p>}
      </ReviewSection>
      <TermsAcceptance
        checked={accepted}
        missing={termsMissing}
        onChange={(checked) => {
          setAccepted(checked);
          if (checked) setTermsMissing(false);
        }}
      />
      {errorKey && <InlineAlert tone="error">{t(`review.errors.${errorKey}`)}</InlineAlert>}
      <p className={styles.muted}>{cardDue ? t('review.cardNext') : t('review.noCard')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="large" onPress={onBack} isDisabled={place.isPending}>
          {t('step.back')}
        </Button>
        <Button size="large" onPress={confirm} isPending={place.isPending || leaving} data-testid="confirm-and-pay">
          {cardDue
            ? t('review.confirmAndPay', { amount: formatMoney({ amount: split.cardCents, currency: split.currency }) })
            : t('review.confirm')}
        </Button>
      </div>
    </div>
  );
}
