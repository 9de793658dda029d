import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import hotelDetail from '../../../../../api/seed/translations/en/hotel-detail.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { makePricing, makeRate } from '../model/pricing-factory';
import { RoomsList } from './rooms-list';

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
});
