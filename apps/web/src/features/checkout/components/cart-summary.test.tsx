import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import checkout from '../../../../../api/seed/translations/en/checkout.json';
import flights from '../../../../../api/seed/translations/en/flights.json';
import { BrandProvider } from '../../../lib/brand-context';
import { cartFullFixture } from '../../../lib/cart/cart-fixtures';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { CartSummary } from './cart-summary';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** The summary's row labels in page order (the products list aside). */
function rowsOf(discount: number): string[] {
  const cart = cartFullFixture();
  const totals = { ...cart.totals, discounts: eur(discount), total: eur(cart.totals.products.amount - discount) };
  render(
    <I18nextProvider i18n={createTestI18n({ checkout, flights })}>
      <BrandProvider brand={brandConfigFixture()}>
        <CartSummary cart={{ ...cart, totals }} onExpire={() => undefined} />
      </BrandProvider>
    </I18nextProvider>,
  );
  const labels = [
    checkout.summary.subtotal,
    checkout.summary.discounts,
    checkout.summary.total,
    checkout.summary.taxesAndFees,
  ];
  return labels
    .flatMap((label) => screen.queryAllByText(label, { selector: 'span' }))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((element) => element.textContent ?? '');
}

describe('CartSummary', () => {
  it('puts the taxes under the subtotal once a discount brings the total down (a free flight read "Total 0,00 €, of which 7,85 €")', () => {
    expect(rowsOf(37_653)).toEqual([
      checkout.summary.subtotal,
      checkout.summary.taxesAndFees,
      checkout.summary.discounts,
      checkout.summary.total,
    ]);
  });

  it('keeps them under the total when nothing is taken off', () => {
    expect(rowsOf(0)).toEqual([checkout.summary.subtotal, checkout.summary.total, checkout.summary.taxesAndFees]);
  });
});
