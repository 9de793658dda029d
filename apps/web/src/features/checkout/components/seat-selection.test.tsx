import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AvailableProduct, CartFull } from '@wayfare/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import checkout from '../../../../../api/seed/translations/en/checkout.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import type { SeatChoices } from '../model/extras-draft';
import { SeatSelection } from './seat-selection';

vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: vi.fn() }));

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const SEGMENT = 'AZ61-2030-05-01';
const offer = {
  productId: 'SEAT_SELECTION',
  type: 'SEAT_SELECTION',
  code: 'SEAT_SELECTION',
  name: 'Seat selection',
  description: 'Choose your seats',
  price: eur(600),
  pricing: 'PER_TRAVELLER',
  maxQuantity: 1,
  seatMap: {
    segments: [
      {
        segmentId: SEGMENT,
        flightNumber: 'AZ61',
        departure: 'MAD',
        arrival: 'FCO',
        rows: [1, 2, 3].map((row) => ({
          row,
          exit: row === 3,
          extraLegroom: row === 1,
          seats: [
            { seat: `${row}A`, available: true, position: 'WINDOW', price: eur(1_200) },
            { seat: `${row}B`, available: row !== 2, position: 'MIDDLE', price: eur(600) },
            { seat: `${row}C`, available: true, position: 'AISLE', price: eur(1_000) },
            { seat: `${row}D`, available: true, position: 'AISLE', price: eur(1_000) },
          ],
        })),
      },
    ],
  },
} as AvailableProduct;
const cart = {
  cartId: 'cart-1',
  requestUuid: '3b241101-e2bb-4255-8caf-4136c566a962',
  products: [],
  travellers: [
    { travellerId: 't1', type: 'ADULT', firstName: 'Ada', lastName: 'Lovelace' },
    { travellerId: 't2', type: 'ADULT', firstName: 'Charles', lastName: 'Babbage' },
  ],
} as unknown as CartFull;

let latest: SeatChoices = {};
const focusedName = () => document.activeElement?.getAttribute('aria-label') ?? '';
function Harness() {
  const [chosen, setChosen] = useState<SeatChoices>({});
  const onChange = (next: SeatChoices) => {
    latest = next;
    setChosen(next);
  };
  return (
    <SeatSelection
      cartRef={{ cartId: cart.cartId, requestUuid: cart.requestUuid }}
      cart={cart}
      offer={offer}
      chosen={chosen}
      onChange={onChange}
    />
  );
}

function renderSeats() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n({ checkout })}>
        <BrandProvider brand={brandConfigFixture()}>
          <Harness />
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('SeatSelection seat map', { timeout: 20_000 }, () => {
  it('is one Tab stop; arrows move the focus; each seat is described for a screen reader', async () => {
    const user = userEvent.setup();
    renderSeats();
    const grid = screen.getByRole('grid', { name: /AZ61.*Ada Lovelace/ });
    const cells = screen.getAllByRole('gridcell');
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    act(() => cells[0]!.focus());
    expect(focusedName()).toBe('Row 1, seat A, window, €12.00, available');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedName()).toMatch(/^Row 1, seat C, aisle, €10.00, available/);
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(focusedName()).toMatch(/^Row 2, seat B, middle, €6.00, taken/);
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(screen.getByText('Exit')).toBeTruthy();
  });

  it('chooses with Enter, one seat per traveller, then switches to the next traveller; taken seats are refused', async () => {
    const user = userEvent.setup();
    renderSeats();
    act(() => screen.getAllByRole('gridcell')[0]!.focus());
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(latest).toEqual({});
    expect(screen.getByTestId('seat-notice').textContent).toBe('Seat 2B is taken.');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(latest).toEqual({ [`${SEGMENT}/t1`]: '2C' });
    expect(screen.getByTestId('seat-notice').textContent).toBe('Seat 2C chosen for Ada Lovelace (€10.00).');
    // The switcher moved on to Charles: Ada's seat is now held by someone else for him.
    expect(screen.getByRole('button', { name: /Charles Babbage/ }).getAttribute('aria-pressed')).toBe('true');
    expect(focusedName()).toMatch(/chosen for Ada Lovelace$/);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('seat-notice').textContent).toBe('Seat 2C is chosen for another traveller.');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(latest).toEqual({ [`${SEGMENT}/t1`]: '2C', [`${SEGMENT}/t2`]: '2D' });
    // Picking one's own seat again frees it.
    await user.keyboard('{Enter}');
    expect(latest).toEqual({ [`${SEGMENT}/t1`]: '2C', [`${SEGMENT}/t2`]: '' });
    expect(screen.getByTestId('seats-unsaved')).toBeTruthy();
  });
});
