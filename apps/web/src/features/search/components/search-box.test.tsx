import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runtimeConfigSchema } from '@wayfare/contract';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import search from '../../../../../api/seed/translations/en/search.json';
import { BrandProvider } from '../../../lib/brand-context';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { SearchBox } from './search-box';
import type { SearchBoxProps } from './search-box';

const brand = brandConfigFixture({
  destinationProposals: {
    DP: [
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
    H: [],
    F: [],
  },
});

function renderBox(props: SearchBoxProps = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <I18nextProvider i18n={createTestI18n({ search })}>
        <QueryClientProvider client={queryClient}>
          <BrandProvider brand={brand}>
            <SearchBox {...props} />
          </BrandProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe('SearchBox', () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; antd's inputs observe their size.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    // The autocomplete service is down: the brand's destinations must stand in, silently.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 501 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the brand products in order, with the departure only for products that fly', async () => {
    const user = userEvent.setup();
    renderBox();
    const tabs = screen.getAllByRole('radio');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Flight + Hotel', 'Hotels', 'Flights']);
    expect(tabs[0]!.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText('From')).toBeTruthy();
    await user.click(tabs[1]!);
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(screen.getByText('Check-in and check-out')).toBeTruthy();
  });

  it('says what is missing instead of submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderBox({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Choose where you leave from')).toBeTruthy();
    expect(screen.getByText('Choose a destination from the list')).toBeTruthy();
    expect(screen.getByText('Choose your dates')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the spec §3 values, with a destination from the fallback list', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderBox({
      onSubmit,
      initialValues: { departure: 'DUB', outboundDate: '20990510', returnDate: '20990517', childrenAges: [6] },
    });
    await user.type(screen.getByLabelText('To'), 'lis');
    await user.click(await screen.findByText('Portugal'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, url] = onSubmit.mock.calls[0]!;
    expect(values).toMatchObject({ product: 'DP', departure: 'DUB', destination: 'LIS', adults: 2, childrenAges: [6] });
    expect(url).toBe(
      '/DP?product=DP&departure=DUB&destination=lis&outboundDate=20990510&returnDate=20990517&adults=2&childrenAges=6',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('swaps from and to on flights, with a button named for what it does', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderBox({
      onSubmit,
      initialValues: { product: 'F', departure: 'DUB', outboundDate: '20990510', returnDate: '20990517' },
    });
    const swap = screen.getByRole('button', { name: 'Swap departure and destination' });
    // Nothing to swap with yet: a destination is still to be chosen.
    expect(swap.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('To'), 'lis');
    await user.click(await screen.findByText('Portugal'));
    await user.click(swap);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('Lisbon');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('DUB');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ product: 'F', departure: 'LIS', destination: 'DUB' });
    // Packages have no swap: their destination may be a hotel.
    await user.click(screen.getByRole('radio', { name: 'Flight + Hotel' }));
    expect(screen.queryByRole('button', { name: 'Swap departure and destination' })).toBeNull();
  });

  it('takes a destination set from outside (a landing proposal)', () => {
    const { rerender } = renderBox({ destinationPrefill: null });
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('');
    rerender(
      <MemoryRouter>
        <I18nextProvider i18n={createTestI18n({ search })}>
          <QueryClientProvider client={new QueryClient()}>
            <BrandProvider brand={brand}>
              <SearchBox destinationPrefill={{ code: 'PRG', name: 'Prague' }} />
            </BrandProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('Prague');
  });

  it('names a destination code from the URL that the brand does not list, from the service', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('term=rom')
          ? new Response(
              JSON.stringify({
                result: { items: [{ code: 'ROM', name: 'Rome', subtitle: 'Italy', type: 'CITY', country: 'IT' }] },
                success: true,
                error: null,
                unAuthorizedRequest: false,
              }),
            )
          : new Response('{}', { status: 501 }),
      ),
    );
    setRuntimeConfig(runtimeConfigSchema.parse({}));
    renderBox({ initialValues: { product: 'H', destination: 'rom' } });
    await waitFor(() => expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('Rome'));
  });
});
