import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OneWayCheckbox } from './one-way-checkbox';

describe('OneWayCheckbox', () => {
  it('shows the kit checkbox once its chunk is in, and a tick reports the new value', async () => {
    const onChange = vi.fn();
    render(<OneWayCheckbox isSelected={false} onChange={onChange} label="One way" className="row" />);
    const checkbox = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'One way' });
    expect(checkbox.checked).toBe(false);
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is there on the first render once loaded (a later flight tab shows it without a wait)', async () => {
    // The first test loaded the chunk: a new mount needs no Suspense round.
    render(<OneWayCheckbox isSelected onChange={() => undefined} label="One way" className="row" />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'One way' }).checked).toBe(true);
  });
});
