import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import search from '../../../../../api/seed/translations/en/search.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { placeNamingQueryOptions } from '../api/search-destinations';
import { ResultsSearch } from './results-search';

const brand = brandConfigFixture({
  destinationProposals: {
    DP: [],
    H: [
      {
        id: 'lis',
        code: 'LIS',
        name: 'Lisbon',
        subtitle: 'Portugal',
        type: 'CITY',
        title: 'Lisbon',
        imageUrl: '/l.svg',
      },
    ],
    F: [],
  },
});

const VALUES = {
  product: 'H' as const,
  departure: null,
  destination: 'lis',
  outboundDate: '20990510',
  returnDate: '20990517',
  adults: 2,
  childrenAges: [7],
  mealPlans: [],
  freeCancellation: false,
  cabinClass: 'ECONOMY' as const,
  rooms: null,
};

describe('ResultsSearch', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 501 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sums the search up for phones and opens the form in a full-screen sheet from Edit', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <I18nextProvider i18n={createTestI18n({ search })}>
          <QueryClientProvider client={new QueryClient()}>
            <BrandProvider brand={brand}>
              <ResultsSearch initialValues={VALUES} />
            </BrandProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </MemoryRouter>,
    );
    // Wider screens swap the input in for the server-rendered place field once its chunk is in (kit ComboBox).
    await screen.findByRole('combobox', { name: 'To' });
    expect(screen.getByText('Lisbon')).toBeTruthy();
    expect(screen.getByText(/10 May – .*17 May · 2 adults, 1 child/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit search' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit your search' });
    expect(within(sheet).getByRole('heading', { name: 'Edit your search' })).toBeTruthy();
    expect((within(sheet).getByRole('combobox', { name: 'To' }) as HTMLInputElement).value).toBe('Lisbon');
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Its trigger (kit TriggerButton, wired by React Aria's DialogTrigger): Enter opens it, focus comes back on close.
    const edit = screen.getByRole('button', { name: 'Edit search', expanded: false });
    expect(document.activeElement).toBe(edit);
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Edit your search' });
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(edit);
  });

  it("names the URL's codes the brand's list cannot name from the naming answers the page came with", () => {
    const client = new QueryClient();
    const places = { product: 'F' as const, departure: 'mad', destination: 'rom' };
    const [madrid, rome] = placeNamingQueryOptions(places, brand, 'en');
    const item = (code: string, name: string, type: 'CITY' | 'AIRPORT') => ({
      code,
      name,
      subtitle: '',
      type,
      country: code === 'ROM' ? 'IT' : 'ES',
    });
    client.setQueryData(madrid!.queryKey, [
      item('MAD', 'Madrid Barajas (MAD)', 'AIRPORT'),
      item('MAD', 'Madrid', 'CITY'),
    ]);
    client.setQueryData(rome!.queryKey, [item('ROM', 'Rome', 'CITY')]);
    render(
      <MemoryRouter>
        <I18nextProvider i18n={createTestI18n({ search })}>
          <QueryClientProvider client={client}>
            <BrandProvider brand={brand}>
              <ResultsSearch initialValues={{ ...VALUES, ...places, childrenAges: [] }} />
            </BrandProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Madrid → Rome')).toBeTruthy();
    expect(screen.queryByText(/ROM/)).toBeNull();
  });
});
