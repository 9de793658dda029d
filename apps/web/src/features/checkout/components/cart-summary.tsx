import type { CartFull, TransportProposal } from '@wayfare/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conditionText, fareConditions } from '../../../lib/fare-conditions';
import { useMoneyFormat, usePointsFormat } from '../../../lib/money';
import styles from './checkout.module.css';
import { Countdown } from './countdown';

interface CartSummaryProps {
  cart: CartFull;
  /** The brand's customPointsLabel, when it names its points. */
  pointsLabel?: string | null;
  onExpire: () => void;
}

/** The chosen fare's name and terms (bags, seat, changes, refund), as the flight detail compared them. */
function FareTermsLine({ flight }: { flight: TransportProposal }) {
  const { t } = useTranslation('flights');
  const money = useMoneyFormat();
  return (
    <span className={styles.fareTerms} data-testid="cart-fare">
      {[flight.fareName, ...fareConditions(flight).map((condition) => conditionText(t, condition, money))].join(' · ')}
    </span>
  );
}

/**
 * The sticky summary of the checkout: products, the price breakdown from the server's totals, the points
 * equivalent and the time left. On phones it collapses behind a toggle that shows the total.
 */
export function CartSummary({ cart, pointsLabel, onExpire }: CartSummaryProps) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const money = useMoneyFormat();
  const formatPoints = usePointsFormat();
  const { totals } = cart;
  // "Of which taxes and fees" goes under the amount that includes them: the subtotal once a voucher or discount
  // brought the total down (a free flight read "Total 0,00 € · of which taxes and fees 7,85 €").
  const discounted = totals.discounts.amount > 0;
  const taxesLine =
    totals.taxesAndFees.amount > 0 ? (
      <div className={`${styles.row} ${styles.muted}`}>
        <span>{t('summary.taxesAndFees')}</span>
        <span data-testid="cart-taxes">{money(totals.taxesAndFees)}</span>
      </div>
    ) : null;
  return (
    <section aria-labelledby={`${bodyId}-title`} className={`${styles.panel} ${open ? '' : styles.collapsed}`}>
      <button
        type="button"
        className={styles.summaryToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{open ? t('summary.hide') : t('summary.show')}</span>
        <span>{money(totals.total)}</span>
      </button>
      <div id={bodyId} className={styles.summaryBody}>
        <h2 id={`${bodyId}-title`}>{t('summary.title')}</h2>
        <ul className={styles.summaryList} aria-label={t('summary.products')} data-testid="cart-products">
          {cart.products.map((product) => (
            <li key={product.productId}>
              <span>
                {product.title}
                {(product.type === 'FLIGHT' || product.type === 'PACKAGE') && <FareTermsLine flight={product.flight} />}
              </span>
              <span>{money(product.price)}</span>
            </li>
          ))}
        </ul>
        <div className={styles.row}>
          <span>{t('summary.subtotal')}</span>
          <span>{money(totals.products)}</span>
        </div>
        {discounted && taxesLine}
        {totals.discounts.amount > 0 && (
          <div className={styles.row}>
            <span>{cart.voucher ? t('summary.voucher', { code: cart.voucher.code }) : t('summary.discounts')}</span>
            <span>{money({ ...totals.discounts, amount: -totals.discounts.amount })}</span>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <span>{t('summary.total')}</span>
          <span data-testid="cart-total">{money(totals.total)}</span>
        </div>
        {!discounted && taxesLine}
        {totals.pointsEquivalent !== null && (
          <p className={styles.muted}>
            {t('summary.pointsEquivalent', {
              points: formatPoints(totals.pointsEquivalent),
              label: pointsLabel || t('summary.points'),
            })}
          </p>
        )}
      </div>
      <Countdown expiresAt={cart.expiresAt} onExpire={onExpire} />
    </section>
  );
}
