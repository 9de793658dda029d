import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import hotelDetail from '../../../../../api/seed/translations/en/hotel-detail.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { makePricing, makeRate } from '../model/pricing-factory';
import { chosenRate } from '../model/pricing-view';
import { PriceSummary } from './price-summary';
import type { ReserveStatus } from './use-reserve';

/** A 3-night stay in Rome with two rates, the server having priced the breakfast one (44,982 = €449.82). */
const pricing = makePricing([makeRate('RO', 'ROOM_ONLY', 39_900), makeRate('BB', 'BREAKFAST', 44_982)], 'BB');

function renderSummary(
  options: { isUpdating?: boolean; status?: ReserveStatus; rateId?: string; priced?: typeof pricing } = {},
) {
  const onReserve = vi.fn();
  const priced = options.priced ?? pricing;
  render(
    <I18nextProvider i18n={createTestI18n({ 'hotel-detail': hotelDetail })}>
      <BrandProvider brand={{ ...brandConfigFixture(), language: 'en', country: 'IE' }}>
        <PriceSummary
          pricing={priced}
          choice={chosenRate(priced, options.rateId ?? null)}
          checkInTime="15:00"
          checkOutTime="11:00"
          onReserve={onReserve}
          status={options.status ?? 'idle'}
          isUpdating={options.isUpdating}
        />
      </BrandProvider>
    </I18nextProvider>,
  );
  return { onReserve, summary: screen.getByRole('region', { name: 'Your stay' }) };
}

describe('PriceSummary', () => {
  it("shows the server's total for the priced room and reserves it", async () => {
    const { onReserve, summary } = renderSummary();
    expect(within(summary).getByText(/Double room · Breakfast/)).toBeTruthy();
    expect(within(summary).getByTestId('detail-total').textContent).toBe('€449.82');
    expect(within(summary).queryByRole('status')).toBeNull();
    await userEvent.click(within(summary).getByRole('button', { name: 'Reserve' }));
    expect(onReserve).toHaveBeenCalledTimes(1);
  });

  it('marks the previous amounts as updating and holds Reserve while the ticked room is priced', async () => {
    const { onReserve, summary } = renderSummary({ isUpdating: true, rateId: 'RO' });
    const total = within(summary).getByTestId('detail-total');
    expect(total.closest('dl')?.getAttribute('aria-busy')).toBe('true');
    expect(within(summary).getByRole('status').textContent).toBe(hotelDetail.summary.updating);
    const reserve = within(summary).getByRole('button', { name: 'Reserve' });
    expect(reserve.hasAttribute('disabled') || reserve.getAttribute('aria-disabled') === 'true').toBe(true);
    await userEvent.click(reserve);
    expect(onReserve).not.toHaveBeenCalled();
  });

  it("writes the stay's dates the brand's way (en-IE day-month order, as the search form), not the US order", () => {
    const { summary } = renderSummary();
    expect(summary.textContent).toContain('Mon 25 Jan 2027');
    expect(summary.textContent).toContain('Thu 28 Jan 2027');
    expect(summary.textContent).not.toContain('Jan 25');
  });

  it('keeps Reserve closed once the stay is in the cart', () => {
    const { summary } = renderSummary({ status: 'done' });
    const reserve = within(summary).getByRole('button', { name: 'Reserve' });
    expect(reserve.hasAttribute('disabled') || reserve.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(within(summary).getByText('Added to your cart')).toBeTruthy();
  });

  it('words each room\'s party ("1 adult · 1 child", was "1 adults, 1 children"; no "0 children")', () => {
    const occupancy = [
      { adults: 2, childrenAges: [] },
      { adults: 1, childrenAges: [9] },
    ];
    const { summary } = renderSummary({ priced: { ...pricing, occupancy } });
    const rooms = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rooms).toEqual(['Room 1: 2 adults', 'Room 2: 1 adult · 1 child']);
  });
});
