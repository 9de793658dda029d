import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert, SkeletonText } from '../../../components/ui/kit/status';
import { useCartConfig, useCartFull } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useAddInvoice } from '../api/add-invoice';
import { useInvoices } from '../api/get-invoices';
import { invoiceGate } from '../model/invoice-form';
import { draftPoints, INITIAL_PAYMENT_DRAFT, PAYMENT_DRAFT_KEY, paymentDraftSchema } from '../model/payment-draft';
import { methodAvailability, needsUnavailableCard } from '../model/payment-methods';
import { splitPayment } from '../model/points-split';
import { InvoicePanel } from './invoice-panel';
import { OrderPlacedNotice } from './order-placed-notice';
import { PaymentMethods } from './payment-methods';
import { PointsPanel } from './points-panel';
import { SplitSummary } from './split-summary';
import { useInvoiceState } from './use-invoice-state';
import { VoucherPanel } from './voucher-panel';
import styles from './payment.module.css';

interface PaymentStepProps {
  cartRef: CartRef;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Checkout step 4: the brand's payment methods, the points slider for members, vouchers where the brand takes
 * them, and the invoice request. The choice is a checkout draft, so a reload keeps it; terms are on review.
 */
export function PaymentStep({ cartRef, onBack, onNext }: PaymentStepProps) {
  const { t } = useTranslation('payment');
  const { t: common } = useTranslation();
  const cart = useCartFull(cartRef);
  const config = useCartConfig(cartRef);
  const [draft, setDraft] = useCheckoutDraft(
    cartRef.cartId,
    PAYMENT_DRAFT_KEY,
    INITIAL_PAYMENT_DRAFT,
    paymentDraftSchema,
  );
  const invoice = useInvoiceState(cartRef);
  const invoices = useInvoices(cartRef, config.data?.checkoutOptions.invoice === true);
  const addInvoice = useAddInvoice(cartRef);
  const [saveFailed, setSaveFailed] = useState(false);

  if (cart.isError || config.isError) {
    return (
      <InlineAlert tone="error" title={t('step.loadFailed')}>
        <Button variant="secondary" onPress={() => void Promise.all([cart.refetch(), config.refetch()])}>
          {t('step.retry')}
        </Button>
      </InlineAlert>
    );
  }
  if (!cart.data || !config.data) return <SkeletonText rows={8} label={common('ui.loading')} />;

  const availability = methodAvailability(config.data.paymentMethods, config.data.points);
  const split = splitPayment(cart.data.totals, availability.points, draftPoints(draft, availability.points));
  const pointsLabel = config.data.points?.label ?? null;
  const locked = cart.data.order !== null;
  const blocked = needsUnavailableCard(split, availability);
  const invoiceOffered = config.data.checkoutOptions.invoice && !locked;
  const savedInvoice = invoices.data?.at(-1) ?? null;

  // Continue saves an open invoice form or stops on it: a ticked invoice is never dropped (issue 13 §7).
  const next = async () => {
    setSaveFailed(false);
    const gate = invoiceOffered
      ? invoiceGate({ ...invoice, hasSaved: savedInvoice !== null })
      : ({ kind: 'none' } as const);
    if (gate.kind === 'blocked') {
      invoice.setMissing(true);
      return;
    }
    invoice.setMissing(false);
    if (gate.kind === 'save') {
      try {
        await addInvoice.mutateAsync(gate.value);
        invoice.setEditing(false);
      } catch {
        setSaveFailed(true);
        return;
      }
    }
    onNext();
  };

  return (
    <div className={styles.step}>
      <h2 className={styles.stepTitle}>{t('step.title')}</h2>
      {locked && <OrderPlacedNotice cartRef={cartRef} orderNumber={cart.data.order?.orderNumber ?? ''} />}
      <PaymentMethods availability={availability} split={split} />
      {availability.points && !locked && (
        <PointsPanel
          allowance={availability.points}
          label={pointsLabel}
          split={split}
          onChange={(pointsToUse) => setDraft({ pointsToUse })}
        />
      )}
      {availability.voucher && <VoucherPanel cartRef={cartRef} locked={locked} />}
      {config.data.checkoutOptions.invoice && (
        <InvoicePanel cartRef={cartRef} locked={locked} invoice={invoice} saved={savedInvoice} />
      )}
      <section className={styles.panel} aria-labelledby="payment-split-title">
        <h3 id="payment-split-title" className={styles.panelTitle}>
          {t('split.title')}
        </h3>
        <SplitSummary split={split} pointsLabel={pointsLabel} />
      </section>
      {blocked && <InlineAlert tone="warning">{t('step.cardUnavailable')}</InlineAlert>}
      {saveFailed && <InlineAlert tone="error">{t('invoice.saveFailed')}</InlineAlert>}
      <div className={styles.actions}>
        <Button variant="secondary" size="large" onPress={onBack}>
          {t('step.back')}
        </Button>
        <Button
          size="large"
          onPress={() => void next()}
          isDisabled={blocked}
          isPending={addInvoice.isPending}
          data-testid="payment-continue"
        >
          {t('step.next')}
        </Button>
      </div>
    </div>
  );
}
