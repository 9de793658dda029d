import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { Checkbox } from '../../../components/ui/kit/checkbox';
import { useBrand } from '../../../lib/brand-context';
import { useCountries } from '../../../lib/cart/cart-queries';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useAddInvoice } from '../api/add-invoice';
import type { InvoiceInput } from '../model/invoice-form';
import { invoiceToDraft } from '../model/invoice-form';
import type { InvoiceState } from './use-invoice-state';
import { InvoiceForm } from './invoice-form';
import styles from './payment.module.css';

interface InvoicePanelProps {
  cartRef: CartRef;
  locked: boolean;
  /** Owned by the payment step, whose Continue saves the form or stops on it (issue 13 §7). */
  invoice: InvoiceState;
  saved: InvoiceInput | null;
}

/** Invoice request (spec §7 AddInvoice / GetInvoices): a company invoice is optional; drafts survive a reload. */
export function InvoicePanel({ cartRef, locked, invoice, saved }: InvoicePanelProps) {
  const { t } = useTranslation('payment');
  const id = useId();
  const brand = useBrand();
  const countries = useCountries(cartRef, brand.language);
  const add = useAddInvoice(cartRef);
  const { requested, draft, editing, missing } = invoice;
  const open = (requested || saved !== null) && (editing || saved === null);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="invoice-panel">
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {t('invoice.title')}
      </h3>
      {saved === null && (
        <Checkbox isSelected={requested} onChange={invoice.setRequested} isDisabled={locked}>
          {t('invoice.request')}
        </Checkbox>
      )}
      {saved !== null && !editing && (
        <div className={styles.row} data-testid="invoice-saved">
          <p className={`${styles.muted} ${styles.grow}`}>
            {t('invoice.saved', { company: saved.companyName, vatId: saved.vatId })}
          </p>
          <Button
            variant="secondary"
            onPress={() => {
              invoice.setDraft(invoiceToDraft(saved));
              invoice.setEditing(true);
            }}
            isDisabled={locked}
          >
            {t('invoice.edit')}
          </Button>
        </div>
      )}
      {open && !locked && missing && (
        <div data-testid="invoice-incomplete">
          <InlineAlert tone="error">{t('invoice.incomplete')}</InlineAlert>
        </div>
      )}
      {open && !locked && (
        <InvoiceForm
          initial={draft}
          countries={countries.data ?? []}
          saving={add.isPending}
          showErrors={missing}
          onChange={invoice.setDraft}
          onSave={(value) => add.mutate(value, { onSuccess: () => invoice.setEditing(false) })}
        />
      )}
      {add.isError && <InlineAlert tone="error">{t('invoice.saveFailed')}</InlineAlert>}
    </section>
  );
}
