import { invoiceInputSchema } from '@wayfare/contract';
import type { z } from 'zod';

export type InvoiceInput = z.output<typeof invoiceInputSchema>;

/** The invoice form's flat fields (the address is nested in the contract). */
export const INVOICE_FIELDS = [
  'companyName',
  'vatId',
  'email',
  'street',
  'city',
  'postalCode',
  'province',
  'country',
] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];
export type InvoiceDraft = Record<InvoiceField, string>;

export const EMPTY_INVOICE: InvoiceDraft = {
  companyName: '',
  vatId: '',
  email: '',
  street: '',
  city: '',
  postalCode: '',
  province: '',
  country: '',
};

const ADDRESS_FIELDS: readonly InvoiceField[] = ['street', 'city', 'postalCode', 'province', 'country'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The AddInvoice body built from the form; optional fields left empty are omitted. */
function toBody(draft: Partial<InvoiceDraft>) {
  const email = text(draft.email);
  const province = text(draft.province);
  return {
    companyName: text(draft.companyName),
    vatId: text(draft.vatId),
    ...(email ? { email } : {}),
    address: {
      street: text(draft.street),
      city: text(draft.city),
      postalCode: text(draft.postalCode),
      ...(province ? { province } : {}),
      country: text(draft.country).toUpperCase(),
    },
  };
}

export type InvoiceCheck = { ok: true; value: InvoiceInput } | { ok: false; fields: InvoiceField[] };

/** Checks the form with the contract's own schema, so the browser and the API apply the same rules. */
export function checkInvoice(draft: Partial<InvoiceDraft>): InvoiceCheck {
  const parsed = invoiceInputSchema.safeParse(toBody(draft));
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields = new Set<InvoiceField>();
  for (const issue of parsed.error.issues) {
    const last = issue.path[issue.path.length - 1];
    if (typeof last === 'string' && (INVOICE_FIELDS as readonly string[]).includes(last)) {
      fields.add(last as InvoiceField);
    }
  }
  return { ok: false, fields: INVOICE_FIELDS.filter((field) => fields.has(field)) };
}

/** Whether one field passes, judged within the whole form (the rule of the contract for that field). */
export const invoiceFieldValid = (draft: Partial<InvoiceDraft>, field: InvoiceField) => {
  const check = checkInvoice(draft);
  return check.ok || !check.fields.includes(field);
};

/** A saved invoice (GetInvoices) back in the form's shape, for editing. */
export function invoiceToDraft(invoice: InvoiceInput): InvoiceDraft {
  const address = invoice.address;
  return {
    companyName: invoice.companyName,
    vatId: invoice.vatId,
    email: invoice.email ?? '',
    street: address.street,
    city: address.city,
    postalCode: address.postalCode,
    province: address.province ?? '',
    country: address.country,
  };
}

export const isAddressField = (field: InvoiceField) => ADDRESS_FIELDS.includes(field);

export type InvoiceGate =
  { kind: 'none' } | { kind: 'save'; value: InvoiceInput } | { kind: 'blocked'; fields: InvoiceField[] };

/**
 * What the payment step's Continue does with the invoice (issue 13 §7: a ticked invoice needs its fields):
 * nothing when no form is open, save a complete form, or stop with the fields that are missing or wrong.
 */
export function invoiceGate(state: {
  requested: boolean;
  hasSaved: boolean;
  editing: boolean;
  draft: Partial<InvoiceDraft>;
}): InvoiceGate {
  const formOpen = state.editing || (state.requested && !state.hasSaved);
  if (!formOpen) return { kind: 'none' };
  const check = checkInvoice(state.draft);
  return check.ok ? { kind: 'save', value: check.value } : { kind: 'blocked', fields: check.fields };
}
