import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import priceCalendar from '../../../../../api/seed/translations/en/price-calendar.json';
import type { PriceCalendarRequest } from '../../../lib/price-calendar/get-price-calendar';
import { createTestI18n } from '../../../test/test-i18n';
import { DateStrip } from './date-strip';

const asked = vi.hoisted(() => ({ requests: [] as unknown[], idle: [] as (() => void)[] }));

vi.mock('../../../lib/price-calendar/use-day-prices', () => ({
  useDayPrices: (request: PriceCalendarRequest | null) => {
    asked.requests.push(request);
    return undefined;
  },
}));

vi.mock('../../../lib/when-idle', () => ({
  whenIdle: (run: () => void) => {
    asked.idle.push(run);
    return () => undefined;
  },
}));

describe('DateStrip', () => {
  it('asks for the days’ prices once the browser is idle after mount, not while the results hydrate', () => {
    const i18n = createTestI18n({ 'price-calendar': priceCalendar });
    render(
      <MemoryRouter
        initialEntries={['/F?departure=MAD&destination=FCO&outboundDate=20310510&returnDate=20310514&adults=2']}
      >
        <I18nextProvider i18n={i18n}>
          <DateStrip product="F" language="en" businessProfileId="BP-F" />
        </I18nextProvider>
      </MemoryRouter>,
    );
    // Mounted: the seven days are there, nothing asked yet (issue 16 TBT: the query's start ran in the hydration's
    // passive effects).
    expect(screen.getByRole('navigation').querySelectorAll('li')).toHaveLength(7);
    expect(asked.requests.length).toBeGreaterThan(0);
    expect(asked.requests.every((request) => request === null)).toBe(true);
    expect(asked.idle).toHaveLength(1);

    act(() => asked.idle[0]!());
    const request = asked.requests.at(-1) as Extract<PriceCalendarRequest, { kind: 'flight' }>;
    expect(request.kind).toBe('flight');
    expect(request.body.departure).toBe('MAD');
  });
});
