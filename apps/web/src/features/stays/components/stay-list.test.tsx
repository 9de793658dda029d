import type { StayProposal } from '@wayfare/contract';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import commonEn from '../../../../../api/seed/translations/en/common.json';
import staysEn from '../../../../../api/seed/translations/en/stays.json';
import { BrandProvider } from '../../../lib/brand-context';
import * as money from '../../../lib/money';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { StayList } from './stay-list';
import { translationLookups } from '../../../test/translation-lookups';

vi.mock('react-i18next', async (importOriginal) =>
  (await import('../../../test/translation-lookups')).countingReactI18next(importOriginal),
);

const i18n = createTestI18n({ stays: staysEn, common: commonEn });
const brand = brandConfigFixture();
const eur = (amount: number) => ({ amount, currency: 'EUR' });

function proposal(id: string, name: string): StayProposal {
  return {
    id,
    accommodation: {
      id: `acc-${id}`,
      name,
      type: 'HOTEL',
      stars: 4,
      rating: { score: 8.6, count: 120 },
      address: { street: 'Via Roma 1', city: 'Rome', postalCode: '00100', country: 'IT' },
      coordinates: { latitude: 41.9, longitude: 12.5 },
      image: `https://images.example/${id}.jpg`,
      amenities: [],
    },
    mealPlan: 'BREAKFAST',
    freeCancellation: true,
    rateId: `rate-${id}`,
    roomId: `room-${id}`,
    promotion: null,
    price: { total: eur(30000), perNight: eur(10000), beforeDiscount: null, taxesAndFees: eur(2000) },
    pointsEquivalent: null,
    distanceFromCentreKm: 1.2,
  } as unknown as StayProposal;
}

const proposals = [proposal('p1', 'Hotel Uno'), proposal('p2', 'Hotel Due'), proposal('p3', 'Hotel Tre')];

function List({
  highlightedId,
  onPageChange,
  items = proposals,
}: {
  highlightedId: string | null;
  onPageChange: () => void;
  items?: StayProposal[];
}) {
  return (
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <StayList
            data={{ proposals: items, totalCount: items.length } as never}
            loading={false}
            updating={false}
            page={1}
            // New functions on every render, as StayResults passes them.
            onPageChange={onPageChange}
            hrefFor={(id, rateId) => `/hotel-detail?proposalId=${id}&rateId=${rateId ?? ''}`}
            nights={3}
            travellers={2}
            language="en"
            locale="en-IE"
            highlightedId={highlightedId}
          />
        </BrandProvider>
      </I18nextProvider>
    </MemoryRouter>
  );
}

describe('StayList', () => {
  it('re-renders only the cards whose props changed, and the cards keep their links', () => {
    // Two calls per card render (its total and its price per night).
    const formats = vi.spyOn(money, 'formatMoneyIn');
    const { rerender } = render(<List highlightedId={null} onPageChange={() => undefined} />);
    const mounted = formats.mock.calls.length;
    expect(mounted).toBe(6);

    // The region re-renders (new handlers, same proposals): no card renders again.
    rerender(<List highlightedId={null} onPageChange={() => undefined} />);
    expect(formats).toHaveBeenCalledTimes(mounted);

    // The map highlights one stay: that card alone renders again.
    rerender(<List highlightedId="p2" onPageChange={() => undefined} />);
    expect(formats).toHaveBeenCalledTimes(mounted + 2);

    const link = screen.getByRole('link', { name: 'Hotel Due' });
    expect(link.getAttribute('href')).toBe('/hotel-detail?proposalId=p2&rateId=rate-p2');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('each card reads its texts once and formats in the locale it is given', () => {
    const lookupsWith = (items: StayProposal[]) => {
      translationLookups.count = 0;
      const { unmount } = render(<List highlightedId={null} onPageChange={() => undefined} items={items} />);
      unmount();
      return translationLookups.count;
    };
    // One text lookup per card (issue 16 TBT: 20 cards hydrate at once; the card, its stars, its rating and its two
    // price hooks each looked the texts up: 5 a card). The list's own lookups are the same for one card or three.
    expect(lookupsWith(proposals) - lookupsWith(proposals.slice(0, 1))).toBe(proposals.length - 1);
    render(<List highlightedId={null} onPageChange={() => undefined} />);
    const card = screen.getByRole('article', { name: 'Hotel Uno' });
    expect(card.textContent).toContain('€300.00');
    expect(card.textContent).toContain('€100.00');
    expect(screen.getAllByRole('img', { name: '4 stars' })).toHaveLength(3);
    expect(card.textContent).toContain('8.6');
  });
});
