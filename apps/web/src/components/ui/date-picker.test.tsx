import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, RangePicker } from './date-picker';

// Counts loads of the antd chunk: the stand-in must not need it.
const implLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./date-picker-impl', async (importOriginal) => {
  implLoads.count += 1;
  return importOriginal();
});

// jsdom has no ResizeObserver; antd's popup measures itself with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The first activation imports antd into jsdom: seconds on a loaded machine.
const LOAD = { timeout: 15_000 };

const dropdown = () => document.body.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

function renderRange(props: Partial<Parameters<typeof RangePicker>[0]> = {}) {
  return render(
    <RangePicker
      id="dates"
      aria-describedby="dates-error"
      placeholder={['Departure', 'Return']}
      valueText={['Thu 10 Dec', '']}
      {...props}
    />,
  );
}

describe('RangePicker on demand', () => {
  it('shows the value and placeholders in a stand-in without loading antd', async () => {
    const { container } = renderRange({ status: 'error' });
    expect(screen.getByDisplayValue('Thu 10 Dec').id).toBe('dates');
    expect(screen.getByPlaceholderText('Return').getAttribute('aria-describedby')).toBe('dates-error');
    expect(container.querySelector('[data-date-picker] svg')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.ant-picker')).toBeNull();
    expect(implLoads.count).toBe(0);
  });

  it('follows value and disabled changes from outside', () => {
    const { rerender } = renderRange();
    rerender(<RangePicker id="dates" placeholder={['Departure', 'Return']} valueText={['Fri 11 Dec', 'Sun 13 Dec']} />);
    expect(screen.getByDisplayValue('Fri 11 Dec')).toBeTruthy();
    expect(screen.getByDisplayValue('Sun 13 Dec')).toBeTruthy();
    rerender(<RangePicker id="dates" placeholder={['Departure', 'Return']} disabled />);
    expect(screen.getByPlaceholderText('Departure')).toHaveProperty('disabled', true);
    expect(screen.getByPlaceholderText('Return')).toHaveProperty('disabled', true);
  });

  it('loads, mounts and opens the real picker on a click, focused on the half clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderRange();
    await user.click(screen.getByPlaceholderText('Return'));
    await waitFor(() => expect(container.querySelector('.ant-picker-range')).not.toBeNull(), LOAD);
    expect(implLoads.count).toBe(1);
    expect(container.querySelector('[data-date-picker]')).toBeNull();
    await waitFor(() => expect(dropdown()).not.toBeNull(), LOAD);
    expect(document.activeElement?.getAttribute('date-range')).toBe('end');
  }, 20_000);

  it('mounts focused on Tab (closed), then Enter opens the calendar instead of submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <RangePicker id="dates" placeholder={['Departure', 'Return']} valueText={['', '']} />
      </form>,
    );
    await user.tab();
    await waitFor(() => expect(container.querySelector('.ant-picker-range')).not.toBeNull(), LOAD);
    expect(document.activeElement?.id).toBe('dates');
    expect(document.activeElement?.closest('.ant-picker')).not.toBeNull();
    expect(dropdown()).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dropdown()).not.toBeNull(), LOAD);
    expect(onSubmit).not.toHaveBeenCalled();
  }, 20_000);

  it('ignores clicks while disabled', async () => {
    const user = userEvent.setup();
    const { container } = renderRange({ disabled: true });
    await user.click(container.querySelector('[data-date-picker]')!);
    expect(container.querySelector('[data-date-picker]')).not.toBeNull();
  });
});

describe('DatePicker on demand', () => {
  it('formats a value in a plain format when no text is given, and opens on Enter', async () => {
    const user = userEvent.setup();
    const { container } = render(<DatePicker id="day" value={dayjs('2030-05-04')} format="DD/MM/YYYY" />);
    expect(screen.getByDisplayValue('04/05/2030').id).toBe('day');
    screen.getByDisplayValue('04/05/2030').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dropdown()).not.toBeNull(), LOAD);
    expect(container.querySelector('.ant-picker input')?.id).toBe('day');
  }, 20_000);
});
