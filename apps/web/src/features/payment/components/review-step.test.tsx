import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CartConfig, CartFull, Order } from '@wayfare/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import payment from '../../../../../api/seed/translations/en/payment.json';
import { BrandProvider } from '../../../lib/brand-context';
import { stayItemFixture } from '../../../lib/cart/cart-fixtures';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { ReviewStep } from './review-step';

vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: vi.fn() }));

const eur = (euros: number) => ({ amount: euros * 100, currency: 'EUR' });
const cart = {
  cartId: 'cart-1',
  requestUuid: '3b241101-e2bb-4255-8caf-4136c566a962',
  products: [
    {
      productId: 'p1',
      type: 'STAY',
      title: 'Albergo Minerva',
      price: eur(300),
      removable: false,
      stay: stayItemFixture(),
    },
  ],
  travellers: [{ travellerId: 't1', type: 'ADULT', firstName: 'Anna', lastName: 'Rossi' }],
  contact: {
    firstName: 'Anna',
    lastName: 'Rossi',
    email: 'anna@example.com',
    phone: { countryCode: '+39', number: '333' },
  },
  subscriptions: { newsletter: false, travelInsurance: false },
  specialRequest: null,
  invoice: null,
  voucher: null,
  payment: null,
  order: null,
  totals: { products: eur(300), discounts: eur(0), total: eur(300), pointsEquivalent: null },
} as unknown as CartFull;
const config = { paymentMethods: ['CARD'], points: null } as unknown as CartConfig;
const order = { orderNumber: 'WF-1', status: 'PENDING_PAYMENT', payment: { redirectUrl: '/payment/hosted/pay_1' } };

const calls = () => vi.mocked(callEndpoint).mock.calls.map(([endpoint]) => endpoint.id);

function renderReview() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n({ payment })}>
        <BrandProvider brand={brandConfigFixture()}>
          <MemoryRouter>
            <ReviewStep
              cartRef={{ cartId: cart.cartId, requestUuid: cart.requestUuid }}
              onBack={vi.fn()}
              onEditStep={vi.fn()}
            />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

// antd and i18n make the first render slow on a busy machine.
describe('ReviewStep', { timeout: 20_000 }, () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(callEndpoint).mockImplementation(async (endpoint) => {
      const id = endpoint.id;
      if (id.endsWith('RetrieveCartFull')) return cart as never;
      if (id.endsWith('GetCartConfig')) return config as never;
      if (id.endsWith('CartFinalize')) return {} as never;
      if (id.endsWith('ConfirmCart')) return order as Order as never;
      return [] as never;
    });
  });

  it('shows the stay being bought in full before paying', async () => {
    renderReview();
    const trip = await screen.findByTestId('trip-stay');
    expect(trip.textContent).toContain('Albergo Minerva');
    expect(trip.textContent).toContain('Piazza della Minerva 69, 00186 Rome, IT');
    expect(trip.textContent).toContain(payment.trip.mealPlan.BREAKFAST);
    expect(trip.textContent).toContain('Double room');
    // The party in words (it read "Adults: 2 · children: 1", and "children: 0" for a party without any).
    expect(trip.textContent).toContain('2 adults · 1 child');
    expect(trip.textContent).toContain('City tax paid at the hotel');
    // The brand's way (the fixture is en-GB): day before month, as the search form and the trips write it.
    expect(trip.textContent).toMatch(/Free cancellation until .*\b20 Dec 2026/);
  });

  it('asks for the terms before placing anything', async () => {
    renderReview();
    await userEvent.click(await screen.findByRole('button', { name: /Confirm and pay €300.00/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(payment.terms.required);
    expect(calls()).not.toContain('CartApiService.CartFinalize');
  });

  it('places one order on a double click and opens the hosted card page', async () => {
    renderReview();
    await userEvent.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.dblClick(screen.getByRole('button', { name: /Confirm and pay/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/hosted/pay_1'));
    expect(calls().filter((id) => id === 'CartApiService.CartFinalize')).toHaveLength(1);
    expect(calls().filter((id) => id === 'CartApiService.ConfirmCart')).toHaveLength(1);
    const finalize = vi.mocked(callEndpoint).mock.calls.find(([endpoint]) => endpoint.id.endsWith('CartFinalize'));
    expect(finalize?.[1]).toMatchObject({
      body: { payment: { methods: ['CARD'], pointsToUse: 0 }, acceptTerms: true },
    });
  });
});
