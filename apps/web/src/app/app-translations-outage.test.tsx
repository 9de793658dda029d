import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outageTexts } from '../lib/i18n-outage-texts';
import { renderAppAt, startupHandlers } from './testing/app-harness';

const server = setupServer(...startupHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The built-in texts are lazy modules: their first import is transformed on the fly under vitest.
const SLOW = { timeout: 15_000 };

describe('a translations outage (issue 15)', { timeout: 40_000 }, () => {
  it('shows the screen in the brand language from the built-in texts, with a branded notice, never raw keys', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/i18n/:ns/:lng.json', () => new HttpResponse(null, { status: 503 })),
      http.get('*/api/services/app/Deals/GetDealsByBP', () =>
        HttpResponse.json({ result: [], success: true, error: null, unAuthorizedRequest: false }),
      ),
    );
    renderAppAt('/deals');
    // The TopHotel brand is Italian: the screen reads Italian although the translation service is down.
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerte' }, SLOW)).toBeTruthy();
    const notice = await screen.findByTestId('translations-outage-notice', {}, SLOW);
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain(outageTexts('it').notice);
    expect(screen.getByRole('button', { name: outageTexts('it').reload })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(products|maintenance|layout)\.[a-zA-Z]+/);
  });

  it('shows no notice when the translations load', async () => {
    server.use(
      http.get('*/api/services/app/Deals/GetDealsByBP', () =>
        HttpResponse.json({ result: [], success: true, error: null, unAuthorizedRequest: false }),
      ),
    );
    renderAppAt('/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerte' }, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('translations-outage-notice')).toBeNull();
  });
});
