import { useState } from 'react';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useCheckoutDraft } from '../../../lib/cart/checkout-draft';
import type { InvoiceDraft } from '../model/invoice-form';
import { EMPTY_INVOICE } from '../model/invoice-form';

export interface InvoiceState {
  requested: boolean;
  setRequested: (requested: boolean) => void;
  draft: InvoiceDraft;
  setDraft: (draft: InvoiceDraft) => void;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  /** Continue was pressed with the form open and incomplete: the panel shows why and which fields. */
  missing: boolean;
  setMissing: (missing: boolean) => void;
}

/** The invoice choice of the payment step: the tick and the typed fields survive a reload (checkout drafts). */
export function useInvoiceState(cartRef: CartRef): InvoiceState {
  const [requested, setRequestedDraft] = useCheckoutDraft(cartRef.cartId, 'invoiceRequested', false);
  const [draft, setDraft] = useCheckoutDraft(cartRef.cartId, 'invoice', EMPTY_INVOICE);
  const [editing, setEditing] = useState(false);
  const [missing, setMissing] = useState(false);
  const setRequested = (value: boolean) => {
    setRequestedDraft(value);
    // Unticking is an answer too: the form is no longer owed.
    if (!value) setMissing(false);
  };
  return { requested, setRequested, draft, setDraft, editing, setEditing, missing, setMissing };
}
