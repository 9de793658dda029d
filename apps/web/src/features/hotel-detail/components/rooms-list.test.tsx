import { pricingSchema } from '@wayfare/contract';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import hotelDetail from '../../../../../api/seed/translations/en/hotel-detail.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { RoomsList } from './rooms-list';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const freeUntil = { refundable: true, freeCancellationUntil: '2027-01-22T23:59:00+01:00', penalties: [] };

/** One room with a free-cancellation rate (until 22 January 2027, 23:59 at the hotel). */
const pricing = pricingSchema.parse({
  pricingId: 'P1',
  searchId: 'S1',
  productType: 'H',
  accommodation: {
    id: 'ROM-H0416',
    name: 'Hotel Aurelia',
    type: 'HOTEL',
    stars: 4,
    rating: { score: 8.6, count: 1204 },
    address: { street: 'Via Aurelia 12', city: 'Rome', country: 'IT' },
    coordinates: { latitude: 41.9, longitude: 12.46 },
    image: '/api/images/stays/ROM-H0416.svg',
    amenities: ['WIFI'],
  },
  checkIn: '2027-01-25',
  checkOut: '2027-01-28',
  nights: 3,
  adults: 2,
  childrenAges: [],
  rooms: [
    {
      roomId: 'R1',
      name: 'Double room',
      description: 'A double bed',
      maxOccupancy: 2,
      rates: [
        {
          rateId: 'RO',
          mealPlan: 'ROOM_ONLY',
          freeCancellation: true,
          cancellationPolicy: freeUntil,
          price: { total: eur(39_900), perNight: eur(13_300), taxesAndFees: eur(3_990) },
          pointsEquivalent: null,
        },
      ],
    },
  ],
  transport: null,
  total: eur(39_900),
  selectedRateId: 'RO',
  pointsEquivalent: null,
  expiresAt: '2027-01-01T12:00:00+01:00',
});

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
