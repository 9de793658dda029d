import type { Money, Order, Traveller } from '@wayfare/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert, SkeletonText } from '../../../components/ui/kit/status';
import { useCartConfig, useCartFull, useCartOrders } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { clearCheckoutDrafts } from '../../../lib/cart/checkout-draft';
import { confirmationView } from '../model/payment-outcome';
import type { ReturnedPayment } from '../model/payment-outcome';
import { splitFromBreakdown } from '../model/points-split';
import { PaymentStatusNotice } from './payment-status-notice';
import { ProductLines } from './product-lines';
import { ReviewSection } from './review-section';
import { SplitSummary } from './split-summary';
import { TripSummary } from './trip-summary';
import styles from './confirmation.module.css';
import paymentStyles from './payment.module.css';

interface ConfirmationPageProps {
  cartRef: CartRef;
  returned: ReturnedPayment;
  onBackToCheckout: () => void;
  onSearchAgain: () => void;
}

// Our own badge: dark text on a light tint keeps WCAG AA contrast whatever the brand theme does to antd tags.
const STATUS_CLASS = {
  CONFIRMED: styles.statusOk,
  PENDING_PAYMENT: styles.statusWait,
  PAYMENT_FAILED: styles.statusFailed,
};

/**
 * The order as the server knows it (GetOrders), so it survives a reload: number, status, products,
 * travellers and how it was paid; after the hosted page, the outcome and a way to pay again.
 */
export function ConfirmationPage({ cartRef, returned, onBackToCheckout, onSearchAgain }: ConfirmationPageProps) {
  const { t } = useTranslation('payment');
  const { t: common } = useTranslation();
  const orders = useCartOrders(cartRef);
  const cart = useCartFull(cartRef);
  const order = orders.data?.[0] ?? cart.data?.order ?? null;

  let body;
  if (order) {
    body = (
      <OrderView
        order={order}
        cartRef={cartRef}
        returned={returned}
        travellers={cart.data?.travellers ?? []}
        taxesAndFees={cart.data?.totals.taxesAndFees ?? null}
        onSearchAgain={onSearchAgain}
      />
    );
  } else if (orders.isError) {
    body = (
      <InlineAlert tone="error" title={t('confirmation.loadFailed')}>
        <Button variant="secondary" onPress={() => void orders.refetch()}>
          {t('step.retry')}
        </Button>
      </InlineAlert>
    );
  } else if (orders.isPending) {
    body = <SkeletonText rows={8} label={common('ui.loading')} />;
  } else {
    body = (
      <>
        <h1 className={styles.title}>{t('confirmation.noOrder.title')}</h1>
        <p>{t('confirmation.noOrder.description')}</p>
        <Button onPress={onBackToCheckout}>{t('confirmation.noOrder.cta')}</Button>
      </>
    );
  }
  return <main className={styles.page}>{body}</main>;
}

interface OrderViewProps {
  order: Order;
  cartRef: CartRef;
  returned: ReturnedPayment;
  travellers: readonly Traveller[];
  taxesAndFees: Money | null;
  onSearchAgain: () => void;
}

function OrderView({ order, cartRef, returned, travellers, taxesAndFees, onSearchAgain }: OrderViewProps) {
  const { t } = useTranslation(['payment', 'trips']);
  const config = useCartConfig(cartRef);
  const view = confirmationView(order.status, returned.outcome);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [view]);
  useEffect(() => {
    // The booking is done: nothing typed for it needs to outlive it in this browser.
    if (view === 'confirmed') clearCheckoutDrafts(cartRef.cartId);
  }, [view, cartRef.cartId]);
  return (
    <>
      <div className={styles.head}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t(`confirmation.heading.${view}`)}
        </h1>
        <p className={styles.orderNumber}>
          {t('confirmation.orderNumber')} <strong data-testid="order-number">{order.orderNumber}</strong>{' '}
          <span className={`${styles.status} ${STATUS_CLASS[order.status]}`} data-testid="order-status">
            {t(`confirmation.status.${order.status}`)}
          </span>
        </p>
        {/* Issue 18: the order page (My trips) with its terms, cancellation and print view. */}
        <a className={styles.viewOrder} href={`/trips/${order.orderNumber}`} data-testid="manage-order">
          {t('trips:order.manage')}
        </a>
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <PaymentStatusNotice view={view} redirectUrl={order.payment.redirectUrl} onSearchAgain={onSearchAgain} />
          <ReviewSection title={t('review.trip')}>
            <TripSummary products={order.products} />
            <ProductLines products={order.products} />
          </ReviewSection>
          {travellers.length > 0 && (
            <ReviewSection title={t('review.travellers')}>
              <ul className={paymentStyles.list}>
                {travellers.map((traveller) => (
                  <li key={traveller.travellerId}>
                    {traveller.firstName} {traveller.lastName}
                  </li>
                ))}
              </ul>
            </ReviewSection>
          )}
        </div>
        <aside className={styles.aside} aria-label={t('confirmation.totals')}>
          <ReviewSection title={t('confirmation.totals')}>
            <SplitSummary
              split={splitFromBreakdown(order.totals)}
              pointsLabel={config.data?.points?.label ?? null}
              paid={order.status === 'CONFIRMED'}
              taxesAndFees={taxesAndFees}
            />
          </ReviewSection>
        </aside>
      </div>
    </>
  );
}
