import type { Journey, TransportProposal } from '@wayfare/contract';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import common from '../../../../../api/seed/translations/en/common.json';
import flights from '../../../../../api/seed/translations/en/flights.json';
import tripWarnings from '../../../../../api/seed/translations/en/trip-warnings.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { FlightDetailDrawer } from './flight-detail-drawer';

const point = (airport: string, city: string, time: string) => ({
  airport,
  airportName: `${city} airport`,
  city,
  time,
});
const journey = (day: string): Journey => ({
  departure: point('MAD', 'Madrid', `${day}T09:05:00`),
  arrival: point('FCO', 'Rome', `${day}T11:15:00`),
  durationMinutes: 130,
  stops: 0,
  segments: [
    {
      id: `seg-${day}`,
      carrier: { code: 'W6', name: 'Wizz Air' },
      flightNumber: 'W61234',
      departure: point('MAD', 'Madrid', `${day}T09:05:00`),
      arrival: point('FCO', 'Rome', `${day}T11:15:00`),
      durationMinutes: 130,
      cabinClass: 'ECONOMY',
    },
  ],
  connectionTimesMinutes: [],
});
const eur = (amount: number) => ({ amount, currency: 'EUR' });
const proposal: TransportProposal & { fares: [] } = {
  id: 'p-1',
  price: { total: eur(9596), perTraveller: [{ type: 'ADULT', count: 1, amount: eur(9596) }], taxesAndFees: eur(2000) },
  currency: 'EUR',
  carriers: [{ code: 'W6', name: 'Wizz Air' }],
  fareName: 'Basic',
  baggage: { included: 'CABIN', cabinBags: 1, checkedBags: 0 },
  outbound: journey('2027-01-25'),
  inbound: null,
  seatsLeft: 3,
  fareRules: { refundable: false, changeable: false, changeFee: null },
  pointsEquivalent: null,
  fares: [],
};

vi.mock('../api/get-flight-proposal', () => ({
  useFlightProposal: () => ({ data: proposal, isPending: false, isError: false }),
}));

describe('FlightDetailDrawer', () => {
  it("writes the journey's date in the brand's locale (en-IE day before month, as the cards)", () => {
    render(
      <I18nextProvider i18n={createTestI18n({ flights, common, 'trip-warnings': tripWarnings })}>
        <BrandProvider brand={{ ...brandConfigFixture(), language: 'en', country: 'IE' }}>
          <FlightDetailDrawer
            proposalId="p-1"
            searchId="s-1"
            onClose={vi.fn()}
            onSelect={vi.fn()}
            selecting={false}
            notice={null}
            language="en"
          />
        </BrandProvider>
      </I18nextProvider>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/Mon,? 25 Jan/);
    expect(dialog.textContent).not.toContain('Jan 25');
  });
});
