import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarDayPrice } from './calendar-prices';
import { DateRangePicker } from './date-range-picker';

const prices = new Map<string, CalendarDayPrice>([
  ['2030-03-05', { text: '€37', tone: 'low' }],
  ['2030-03-06', { text: '€45', tone: 'typical' }],
  ['2030-03-07', { text: '€61', tone: 'high' }],
]);
const legend = { low: 'Low price', typical: 'Typical price', high: 'High price' };

function Picker({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <DateRangePicker
      id="dates"
      label="Dates"
      locale="en-GB"
      value={{ start: '2030-03-04', end: '2030-03-08' }}
      onChange={() => {}}
      placeholder={{ start: 'Departure', end: 'Return' }}
      doneLabel="Done"
      minValue="2030-03-02"
      dayPrices={prices}
      priceLegend={legend}
      onOpenChange={onOpenChange}
    />
  );
}

describe('DateRangePicker with prices per day (issue 19 item 1)', () => {
  it('shows each priced day with its price and tone in its name, and a legend in words', async () => {
    const onOpenChange = vi.fn();
    render(<Picker onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Mon 4 Mar – Fri 8 Mar/ }));
    // The calendar loads on the first press (date-picker-field.tsx), then opens.
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(true));
    const low = await screen.findByRole('button', { name: /7 March 2030 selected, €61, High price$/ });
    expect(low.textContent).toBe('7€61');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /5 March 2030 selected, €37, Low price$/ })).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: /6 March 2030 selected, €45, Typical price$/ })).toBeTruthy();
    // A day without a price keeps React Aria's name alone.
    expect(screen.getByRole('button', { name: /^Saturday, 9 March 2030$/ })).toBeTruthy();
    expect(screen.getByRole('list').textContent).toBe('Low priceTypical priceHigh price');
  });
});
