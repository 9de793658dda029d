import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import payment from '../../../../../api/seed/translations/en/payment.json';
import paymentEs from '../../../../../api/seed/translations/es/payment.json';
import paymentFr from '../../../../../api/seed/translations/fr/payment.json';
import paymentIt from '../../../../../api/seed/translations/it/payment.json';
import tripsEn from '../../../../../api/seed/translations/en/trips.json';
import tripsEs from '../../../../../api/seed/translations/es/trips.json';
import tripsFr from '../../../../../api/seed/translations/fr/trips.json';
import tripsIt from '../../../../../api/seed/translations/it/trips.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import type { PaymentSplit } from '../model/points-split';
import { SplitSummary } from './split-summary';

const split = (voucherCents: number): PaymentSplit => ({
  currency: 'EUR',
  productsCents: 6_396,
  voucherCents,
  dueCents: 6_396 - voucherCents,
  pointsUsed: 0,
  pointsCents: 0,
  cardCents: 6_396 - voucherCents,
  coveredWithoutCard: voucherCents >= 6_396,
});

/** The terms of the summary in page order: "Booking", "Voucher", "Total", "of which taxes and fees"... */
function termsOf(voucherCents: number, paid = false): string[] {
  render(
    <I18nextProvider i18n={createTestI18n({ payment })}>
      <BrandProvider brand={brandConfigFixture()}>
        <SplitSummary
          split={split(voucherCents)}
          pointsLabel={null}
          paid={paid}
          taxesAndFees={{ amount: 785, currency: 'EUR' }}
        />
      </BrandProvider>
    </I18nextProvider>,
  );
  return screen.getAllByRole('term').map((term) => term.textContent ?? '');
}

describe('SplitSummary', () => {
  it('puts the taxes under the booking price when a voucher brings the total down (not "Total 0,00 € of which 7,85 €")', () => {
    const terms = termsOf(6_396);
    expect(terms.indexOf(payment.split.taxesAndFees)).toBe(terms.indexOf(payment.split.products) + 1);
  });

  it('keeps them under the booking price without a voucher too', () => {
    const terms = termsOf(0);
    expect(terms.indexOf(payment.split.taxesAndFees)).toBe(terms.indexOf(payment.split.products) + 1);
  });

  it('says what a paid free flight cost and what was paid apart (both read "Total")', () => {
    const terms = termsOf(6_396, true);
    const amountOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(terms).toContain(payment.split.products);
    expect(terms).toContain(payment.split.paid);
    expect(amountOf(payment.split.products)).toMatch(/63[.,]96/);
    expect(amountOf(payment.split.paid)).toMatch(/0[.,]00/);
  });

  it('in every language, labels the price, what is left to pay and what was paid apart, the order page as here', () => {
    const languages = [
      [payment, tripsEn],
      [paymentFr, tripsFr],
      [paymentEs, tripsEs],
      [paymentIt, tripsIt],
    ] as const;
    for (const [texts, trips] of languages) {
      const { products, toPay, paid } = texts.split;
      expect(new Set([products, toPay, paid]).size).toBe(3);
      // The order page's total is the booking's price (the voucher line above it says how it was paid).
      expect(trips.payment.total).toBe(products);
    }
  });
});
