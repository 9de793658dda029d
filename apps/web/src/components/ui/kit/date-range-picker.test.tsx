import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';
import { DateRangePicker } from './date-range-picker';
import type { DateRange } from './date-range-picker';
import { setViewportWidth } from '../../../test/viewport';

const desktopWidth = window.innerWidth;
afterEach(() => {
  setViewportWidth(desktopWidth);
});

function Range({ onChange, locale = 'en-GB' }: { onChange: (value: DateRange) => void; locale?: string }) {
  const [value, setValue] = useState<DateRange>({ start: '2030-03-04', end: '2030-03-08' });
  return (
    <>
      <DateRangePicker
        id="dates"
        label="Dates"
        locale={locale}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        placeholder={{ start: 'Departure', end: 'Return' }}
        doneLabel="Done"
        minValue="2030-03-02"
      />
      <button type="button">Next field</button>
    </>
  );
}

/**
 * The grid's roving tab stop is the chosen day. Chromium moves focus there on open (e2e/ui-kit-landing.spec.ts
 * checks it); happy-dom runs React Aria's dialog focus after the cell's, so the test puts it there.
 */
async function focusStartDay(day: string) {
  const stop = await waitFor(() => {
    const cell = document.querySelector<HTMLElement>('[role="gridcell"] [tabindex="0"]');
    expect(cell?.textContent).toBe(day);
    return cell!;
  });
  act(() => stop.focus());
}

describe('DateRangePicker', () => {
  it('picks a range with the keyboard alone and moves on with Tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: /Mon 4 Mar – Fri 8 Mar/ });
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const [grid] = await screen.findAllByRole('grid');
    await focusStartDay('4');
    await user.keyboard('{ArrowRight}{Enter}');
    // Choosing the first day by keyboard moves focus one day on (React Aria: a range is being drawn).
    expect(document.activeElement?.textContent).toBe('6');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-05', end: '2030-03-13' });
    await waitFor(() => expect(grid!.isConnected).toBe(false));
    // The loaded picker took the light field's place: focus is back on the field's button, same id and name.
    await waitFor(() => expect(document.activeElement?.id).toBe(trigger.id));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tue 5 Mar – Wed 13 Mar');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next field' }));
  });

  it('starts weeks on Monday, names months in the brand language and refuses days before the minimum', async () => {
    const user = userEvent.setup();
    render(<Range onChange={vi.fn()} locale="it-IT" />);
    await user.click(screen.getAllByRole('button')[0]!);
    const grids = await screen.findAllByRole('grid');
    expect(grids[0]!.querySelector('th')?.textContent).toBe('lun');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/marzo/);
    const first = within(grids[0]!).getByText('1');
    expect(first.closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('keeps a keyboard pick on its days while the mouse rests over the sheet, and follows a mouse that moves', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await focusStartDay('4');
    await user.keyboard('{ArrowRight}{Enter}');
    // Chromium sends enter events to the day under a still cursor when the layout shifts: they must not steal focus.
    const under = within(dialog).getByRole('button', { name: /19 March 2030/ });
    fireEvent.pointerOver(under, { pointerType: 'mouse' });
    expect(document.activeElement?.textContent).toBe('6');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-05', end: '2030-03-13' });
    // A mouse that really moves is followed again while a new range is drawn.
    await user.keyboard('{Enter}');
    fireEvent.pointerMove(under, { pointerType: 'mouse', movementX: 3, movementY: 1 });
    fireEvent.pointerOver(under, { pointerType: 'mouse' });
    expect(document.activeElement?.textContent).toBe('19');
  });

  it('opens as a full-screen sheet with a title and Done on phones', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    await user.click(screen.getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Dates' }).textContent).toBe('Dates');
    // Two months stacked, each with its caption.
    expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    expect(within(dialog).getByText('April 2030')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /10 March 2030/ }));
    await user.click(within(dialog).getByRole('button', { name: /14 March 2030/ }));
    // The sheet stays open until Done so the range can be checked.
    expect(dialog.isConnected).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-10', end: '2030-03-14' });
  });
});

describe('DatePicker', () => {
  it('picks one day by keyboard, Space opening the light field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DatePicker
        id="day"
        label="Departure"
        locale="en-GB"
        value="2030-03-04"
        onChange={onChange}
        placeholder="Departure"
        doneLabel="Done"
      />,
    );
    await user.tab();
    // The light field (a native button until the calendar's chunk is in): its name, the dialog it opens.
    const trigger = screen.getByRole('button', { name: 'Mon 4 Mar Departure' });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    const grid = await screen.findByRole('grid');
    await focusStartDay('4');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2030-03-03');
    await waitFor(() => expect(grid.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement?.id).toBe('day'));
  });
});
