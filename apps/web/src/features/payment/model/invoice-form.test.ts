import { describe, expect, it } from 'vitest';
import { checkInvoice, EMPTY_INVOICE, invoiceFieldValid, invoiceGate, invoiceToDraft } from './invoice-form';

const valid = {
  ...EMPTY_INVOICE,
  companyName: ' Rossi Viaggi srl ',
  vatId: 'it12345678901',
  street: 'Via Roma 1',
  city: 'Milano',
  postalCode: '20121',
  country: 'it',
};

describe('checkInvoice (the contract rules of AddInvoice)', () => {
  it('builds the AddInvoice body, omitting empty optional fields', () => {
    const check = checkInvoice(valid);
    expect(check).toEqual({
      ok: true,
      value: {
        companyName: 'Rossi Viaggi srl',
        vatId: 'IT12345678901',
        address: { street: 'Via Roma 1', city: 'Milano', postalCode: '20121', country: 'IT' },
      },
    });
  });

  it('names every bad field in form order', () => {
    const check = checkInvoice({ ...valid, vatId: '123', email: 'not-an-email', postalCode: '!', country: '' });
    expect(check).toEqual({ ok: false, fields: ['vatId', 'email', 'postalCode', 'country'] });
    expect(checkInvoice({})).toMatchObject({ ok: false });
  });

  it('judges one field within the form', () => {
    expect(invoiceFieldValid({ ...valid, city: '' }, 'vatId')).toBe(true);
    expect(invoiceFieldValid({ ...valid, city: '' }, 'city')).toBe(false);
  });

  it('turns a saved invoice back into form values', () => {
    const check = checkInvoice({ ...valid, email: 'a@b.it', province: 'MI' });
    if (!check.ok) throw new Error('expected a valid invoice');
    expect(invoiceToDraft(check.value)).toEqual({
      ...valid,
      companyName: 'Rossi Viaggi srl',
      vatId: 'IT12345678901',
      email: 'a@b.it',
      province: 'MI',
      country: 'IT',
    });
  });
});

describe('invoiceGate (the payment step never drops a ticked invoice)', () => {
  const state = { requested: false, hasSaved: false, editing: false, draft: EMPTY_INVOICE };

  it('lets Continue through when no invoice form is open', () => {
    expect(invoiceGate(state)).toEqual({ kind: 'none' });
    expect(invoiceGate({ ...state, requested: true, hasSaved: true })).toEqual({ kind: 'none' });
  });

  it('blocks a ticked invoice with empty fields, naming them', () => {
    const gate = invoiceGate({ ...state, requested: true });
    expect(gate.kind).toBe('blocked');
    expect(gate.kind === 'blocked' && gate.fields).toEqual([
      'companyName',
      'vatId',
      'street',
      'city',
      'postalCode',
      'country',
    ]);
  });

  it('saves a complete form on Continue, also while editing a saved invoice', () => {
    expect(invoiceGate({ ...state, requested: true, draft: valid })).toMatchObject({ kind: 'save' });
    expect(invoiceGate({ ...state, hasSaved: true, editing: true, draft: valid })).toMatchObject({ kind: 'save' });
  });
});
