import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartConfig, CartFull } from '@wayfare/contract';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import checkoutEn from '../../../../../api/seed/translations/en/checkout.json';
import savedEn from '../../../../../api/seed/translations/en/saved-travellers.json';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { createTestI18n } from '../../../test/test-i18n';
import { TravellersStep } from './travellers-step';

vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

/** Issue 18: a member's saved travellers prefill the step; the party is saved for next time only with consent. */
const ada = {
  travellerId: 'saved-1',
  type: 'ADULT' as const,
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'FEMALE' as const,
  birthDate: '1985-12-10',
};
const config = {
  travellers: { adults: 1, childrenAges: [] },
  requiredTravellerFields: { birthDate: true, document: false },
} as unknown as CartConfig;
const cart = { travellers: [], products: [] } as unknown as CartFull;
const member = { displayName: 'Alex Martin', email: 'alex@example.com', phone: null };

function renderStep(props: { member: typeof member | null }, onNext = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const i18n = createTestI18n({ checkout: checkoutEn, 'saved-travellers': savedEn });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <TravellersStep
          cartRef={{ cartId: `C-${Math.random()}`, requestUuid: 'U1' }}
          cart={cart}
          config={config}
          language="en"
          member={props.member}
          onNext={onNext}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onNext;
}

const calls = (suffix: string) => call.mock.calls.filter(([endpoint]) => endpoint.id.endsWith(suffix));

describe('TravellersStep for a member (issue 18)', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation((async (endpoint: { id: string }) => {
      if (endpoint.id.endsWith('GetSavedTravellers')) return { travellers: [ada] };
      if (endpoint.id.endsWith('RetrieveCountries')) return [];
      if (endpoint.id.endsWith('SaveTravellers')) return { travellers: [ada] };
      return {};
    }) as unknown as typeof callEndpoint);
  });

  it('offers the saved traveller and saves the party for next time when the box is ticked', async () => {
    const onNext = renderStep({ member });
    expect(await screen.findByDisplayValue('Ada')).toBeTruthy();
    expect(screen.getByDisplayValue('Lovelace')).toBeTruthy();
    const consent = screen.getByRole('checkbox', { name: savedEn.consent });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: checkoutEn.actions.continue }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(calls('AddTravellerToCart')).toHaveLength(1);
    expect(calls('SaveTravellers')).toHaveLength(1);
    expect(calls('SaveTravellers')[0]![1]).toMatchObject({
      body: { consent: true, travellers: [{ firstName: 'Ada', lastName: 'Lovelace', birthDate: '1985-12-10' }] },
    });
  });

  it('saves nothing for next time without the tick', async () => {
    const onNext = renderStep({ member });
    expect(await screen.findByDisplayValue('Ada')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: checkoutEn.actions.continue }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(calls('SaveTravellers')).toHaveLength(0);
  });

  it('asks a visitor for no saved travellers and shows no consent box', async () => {
    renderStep({ member: null });
    expect(await screen.findByRole('button', { name: checkoutEn.actions.continue })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: savedEn.consent })).toBeNull();
    expect(calls('GetSavedTravellers')).toHaveLength(0);
  });

  it('prompts in the brand\'s language in the empty gender choice (React Aria\'s own "Select an item" was cut off)', async () => {
    renderStep({ member: null });
    const gender = await screen.findByRole('button', { name: new RegExp(checkoutEn.travellers.gender) });
    expect(gender.textContent).toContain(checkoutEn.travellers.choose);
    expect(screen.queryByText('Select an item')).toBeNull();
  });
});
