import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import hotelDetail from '../../../../../api/seed/translations/en/hotel-detail.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { makePricing, makeRate } from '../model/pricing-factory';
import { RoomsList } from './rooms-list';
import { translationLookups } from '../../../test/translation-lookups';

vi.mock('react-i18next', async (importOriginal) =>
  (await import('../../../test/translation-lookups')).countingReactI18next(importOriginal),
);

const freeUntil = { refundable: true, freeCancellationUntil: '2027-01-22T23:59:00+01:00', penalties: [] };

/** One room with a free-cancellation rate (until 22 January 2027, 23:59 at the hotel). */
const pricing = makePricing([makeRate('RO', 'ROOM_ONLY', 39_900, freeUntil)], 'RO');

describe('RoomsList', () => {
  it("writes a rate's free-cancellation deadline the brand's way (en-IE day-month order), at the hotel's time", () => {
    render(
      <I18nextProvider i18n={createTestI18n({ 'hotel-detail': hotelDetail })}>
        <BrandProvider brand={{ ...brandConfigFixture(), language: 'en', country: 'IE' }}>
          <RoomsList pricing={pricing} selectedRateId="RO" onSelectRate={() => {}} />
        </BrandProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText('Free cancellation until 22 Jan 2027, 23:59')).toBeTruthy();
  });

  it('reads its texts and the locale once for the whole list, whatever the number of rates', () => {
    const rates = ['RO', 'BB', 'HB', 'FB', 'AI', 'RO2'].map((id, index) =>
      makeRate(id, index % 2 ? 'BREAKFAST' : 'ROOM_ONLY', 39_900 + index * 5_000, index % 2 ? freeUntil : undefined),
    );
    translationLookups.count = 0;
    render(
      <I18nextProvider i18n={createTestI18n({ 'hotel-detail': hotelDetail })}>
        <BrandProvider brand={{ ...brandConfigFixture(), language: 'en', country: 'IE' }}>
          <RoomsList pricing={makePricing(rates, 'RO')} selectedRateId="RO" onSelectRate={() => {}} />
        </BrandProvider>
      </I18nextProvider>,
    );
    // The list's texts and the brand locale (issue 16 TBT: a Rome hotel hydrates 18 rates at once; each rate's
    // cancellation text, and the money and points formats, looked both up again: 2 + 2 a rate).
    expect(translationLookups.count).toBe(2);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.getAllByText('Free cancellation until 22 Jan 2027, 23:59')).toHaveLength(3);
    expect(screen.getAllByText('Non-refundable')).toHaveLength(3);
    expect(screen.getByText('€399.00')).toBeTruthy();
  });
});
