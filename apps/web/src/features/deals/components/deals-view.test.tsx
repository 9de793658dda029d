import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import deals from '../../../../../api/seed/translations/en/deals.json';
import { BrandProvider } from '../../../lib/brand-context';
import { createQueryClient } from '../../../lib/query-client';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { dealsQueryOptions } from '../api/get-deals-by-bp';
import { makeDeal } from '../model/deal-factory';
import { DealsView } from './deals-view';

const vienna = makeDeal({ priceFrom: { amount: 640, currency: 'EUR' } });
const prague = makeDeal({
  id: 'deal-2',
  title: 'Prague in a 4-star hotel',
  destination: { code: 'PRG', name: 'Prague' },
  productType: 'H',
  dates: { from: '2030-06-02', to: '2030-06-05' },
  nights: 3,
  priceFrom: { amount: 310, currency: 'EUR' },
  departure: undefined,
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The view with the deals already in the shared query cache (one answer per business profile, overlapping). */
function renderView(url = '/deals') {
  const client = createQueryClient();
  client.setQueryData(dealsQueryOptions('BP-DP').queryKey, [vienna, prague]);
  client.setQueryData(dealsQueryOptions('BP-H').queryKey, [prague]);
  client.setQueryData(dealsQueryOptions('BP-F').queryKey, []);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <I18nextProvider i18n={createTestI18n({ deals })}>
          <BrandProvider brand={brandConfigFixture()}>
            <DealsView />
            <Search />
          </BrandProvider>
        </I18nextProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DealsView', () => {
  it('lists the merged deals, each once, as cards opening the deal search', () => {
    renderView();
    expect(screen.getByText('2 deals')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const link = within(cards[0]!).getByRole('link', { name: vienna.title });
    expect(link.getAttribute('href')).toBe(
      '/deal-search?deal=deal-1&product=DP&departure=GVA&destination=vie&outboundDate=20300510&returnDate=20300514&adults=2',
    );
    expect(within(cards[0]!).getByText('4 nights')).toBeTruthy();
  });

  it('filters by product into the URL and clears the filters', async () => {
    renderView();
    await userEvent.selectOptions(screen.getByLabelText('Trip type'), 'H');
    expect(screen.getByTestId('search').textContent).toBe('?product=H');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 deal')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('reads filters from a shared link, and says when none matches', async () => {
    renderView('/deals?month=2030-06&maxPrice=200');
    expect(screen.getByText('No deal matches these filters')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
