import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatePicker, preloadDatePicker } from './date-picker';

describe('DatePicker (lazy)', () => {
  it('shows a same-size placeholder, then the antd picker', async () => {
    const { container } = render(<DatePicker aria-label="Departure" placeholder="Pick a date" />);
    expect(container.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    expect(await screen.findByPlaceholderText('Pick a date', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('can be preloaded', async () => {
    preloadDatePicker();
    render(<DatePicker placeholder="Return" />);
    expect(await screen.findByPlaceholderText('Return', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
