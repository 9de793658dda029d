import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { Checkbox } from '../../../components/ui/form';
import { useBrand } from '../../../lib/brand-context';
import { useCountries } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import { useAddInvoice } from '../api/add-invoice';
import { useInvoices } from '../api/get-invoices';
import { EMPTY_INVOICE, invoiceToDraft } from '../model/invoice-form';
import { InvoiceForm } from './invoice-form';
import styles from './payment.module.css';

/** Invoice request (spec §7 AddInvoice / GetInvoices): a company invoice is optional; drafts survive a reload. */
export function InvoicePanel({ cartRef, locked }: { cartRef: CartRef; locked: boolean }) {
  const { t } = useTranslation('payment');
  const id = useId();
  const brand = useBrand();
  const invoices = useInvoices(cartRef, true);
  const countries = useCountries(cartRef, brand.language);
  const add = useAddInvoice(cartRef);
  const [requested, setRequested] = useCheckoutDraft(cartRef.cartId, 'invoiceRequested', false);
  const [draft, setDraft] = useCheckoutDraft(cartRef.cartId, 'invoice', EMPTY_INVOICE);
  const [editing, setEditing] = useState(false);
  const saved = invoices.data?.at(-1) ?? null;
  const open = (requested || saved !== null) && (editing || saved === null);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {t('invoice.title')}
      </h3>
      {saved === null && (
        <Checkbox checked={requested} onChange={(event) => setRequested(event.target.checked)} disabled={locked}>
          {t('invoice.request')}
        </Checkbox>
      )}
      {saved !== null && !editing && (
        <div className={styles.row} data-testid="invoice-saved">
          <p className={`${styles.muted} ${styles.grow}`}>
            {t('invoice.saved', { company: saved.companyName, vatId: saved.vatId })}
          </p>
          <Button
            onClick={() => {
              setDraft(invoiceToDraft(saved));
              setEditing(true);
            }}
            disabled={locked}
          >
            {t('invoice.edit')}
          </Button>
        </div>
      )}
      {open && !locked && (
        <InvoiceForm
          initial={draft}
          countries={countries.data ?? []}
          saving={add.isPending}
          onChange={setDraft}
          onSave={(invoice) => add.mutate(invoice, { onSuccess: () => setEditing(false) })}
        />
      )}
      {add.isError && <Alert type="error" showIcon message={t('invoice.saveFailed')} role="alert" />}
    </section>
  );
}
