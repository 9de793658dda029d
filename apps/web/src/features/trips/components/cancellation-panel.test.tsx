import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TripDetail } from '@wayfare/contract';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import tripsEn from '../../../../../api/seed/translations/en/trips.json';
import { BrandProvider } from '../../../lib/brand-context';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { CancellationPanel } from './cancellation-panel';

vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: vi.fn() }));

const euros = (amount: number) => ({ amount, currency: 'EUR' });
const trip = {
  orderNumber: 'WF-ABCD2345',
  products: [{ productId: 'p1', type: 'HOTEL' }],
  cancellation: {
    products: [{ productId: 'p1', title: 'Albergo Minerva', kind: 'FREE', freeUntil: null, penalty: euros(0) }],
    cancellable: true,
    refundNow: { card: euros(49_980), points: 0 },
    cancelled: null,
  },
} as unknown as TripDetail;
const cancelled = {
  ...trip,
  cancellation: {
    ...trip.cancellation,
    cancellable: false,
    cancelled: { at: '2026-11-26T21:00:00Z', refund: { card: euros(49_980), points: 0 } },
  },
} as unknown as TripDetail;
const key = ['trips', 'detail', trip.orderNumber, 'member'];

/** The trip as the order page reads it: from the query the cancel mutation writes to. */
function Panel() {
  const { data } = useQuery({ queryKey: key, queryFn: () => trip, staleTime: Infinity });
  return data ? <CancellationPanel trip={data} guest={null} locale="en-IE" /> : null;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createTestI18n({ trips: tripsEn })}>
        <BrandProvider brand={brandConfigFixture()}>
          <Panel />
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('CancellationPanel', () => {
  it('opens the confirmation from its button by keyboard and gives the focus back when kept', async () => {
    const user = userEvent.setup();
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Cancel this booking', expanded: false });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard(' ');
    const dialog = await screen.findByRole('alertdialog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Keep my booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(callEndpoint).not.toHaveBeenCalled();
  });

  it('says what cancelling gives back, then moves the focus to the outcome once the booking is cancelled (the button it came from is gone)', async () => {
    vi.mocked(callEndpoint).mockResolvedValue(cancelled);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Cancel this booking' }));
    // The refund reads as what the traveller gets back (a points split made "and €449.80 to your card and 5,000
    // Wayfare Miles refunded" of the former wording).
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'The whole booking will be cancelled and you get back €499.80.',
    );
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    const outcome = await screen.findByTestId('refund');
    expect(outcome.textContent).toContain('Refunded: €499.80');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
  });
});
