import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import payment from '../../../../../api/seed/translations/en/payment.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import type { PaymentSplit } from '../model/points-split';
import { SplitSummary } from './split-summary';

const split = (voucherCents: number): PaymentSplit => ({
  currency: 'EUR',
  productsCents: 6_396,
  voucherCents,
  pointsUsed: 0,
  pointsCents: 0,
  cardCents: 6_396 - voucherCents,
  coveredWithoutCard: voucherCents >= 6_396,
});

/** The terms of the summary in page order: "Booking", "Voucher", "Total", "of which taxes and fees"... */
function termsOf(voucherCents: number): string[] {
  render(
    <I18nextProvider i18n={createTestI18n({ payment })}>
      <BrandProvider brand={brandConfigFixture()}>
        <SplitSummary split={split(voucherCents)} pointsLabel={null} taxesAndFees={{ amount: 785, currency: 'EUR' }} />
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

  it('keeps them under the total when it is the booking price', () => {
    const terms = termsOf(0);
    expect(terms.indexOf(payment.split.taxesAndFees)).toBe(terms.indexOf(payment.split.total) + 1);
  });
});
