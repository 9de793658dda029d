import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import common from '../../../../../api/seed/translations/en/common.json';
import flights from '../../../../../api/seed/translations/en/flights.json';
import tripWarnings from '../../../../../api/seed/translations/en/trip-warnings.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { makeJourney, makeProposal } from '../model/proposal-factory';
import { FlightDetailDrawer } from './flight-detail-drawer';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
/** One adult, one way on Monday 25 January 2027; the detail lists its fare families (none here). */
const proposal = {
  ...makeProposal({
    price: {
      total: eur(9596),
      perTraveller: [{ type: 'ADULT', count: 1, amount: eur(9596) }],
      taxesAndFees: eur(2000),
    },
    outbound: makeJourney(['MAD', 'Madrid'], ['FCO', 'Rome'], '2027-01-25'),
    inbound: null,
    pointsEquivalent: null,
  }),
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
