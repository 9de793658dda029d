import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import tripsEn from '../../../../../api/seed/translations/en/trips.json';
import { createTestI18n } from '../../../test/test-i18n';
import { FindTripPage } from './find-trip-page';

const findTrip = vi.hoisted(() => vi.fn());
vi.mock('../api/trips-api', () => ({ findTrip }));

const i18n = createTestI18n({ trips: tripsEn });

function Page() {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <FindTripPage initialOrderNumber="WF-ABCD1234" />
      </MemoryRouter>
    </I18nextProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  findTrip.mockReset();
});

describe('FindTripPage over server HTML', () => {
  it('keeps the email typed (or autofilled) before hydration and looks the trip up with it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const email = () => container.querySelector<HTMLInputElement>('input[name="email"]')!;
    email().value = 'ada@example.com';
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(email().value).toBe('ada@example.com');
    expect(container.querySelector<HTMLInputElement>('input[name="orderNumber"]')!.value).toBe('WF-ABCD1234');
    findTrip.mockRejectedValue(Object.assign(new Error('not found'), { status: 404 }));
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(findTrip).toHaveBeenCalledWith({ orderNumber: 'WF-ABCD1234', email: 'ada@example.com' });
  });
});
