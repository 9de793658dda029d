// @vitest-environment jsdom
// jsdom: happy-dom never moves focus into the open popover's listbox, so the keyboard path cannot be tested there.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const TITLES = [
  { value: 'MR', label: 'Mr' },
  { value: 'MS', label: 'Ms' },
  { value: 'MX', label: 'Mx' },
];

function Title({ onChange, error }: { onChange: (value: string) => void; error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Title"
      placeholder="Choose"
      options={TITLES}
      value={value}
      errorMessage={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('opens from the keyboard, moves with the arrows and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Title onChange={onChange} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: /Title/ });
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.textContent).toBe('Mr');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('MS');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger.textContent).toContain('Ms');
  });

  it('shows its error and marks the field invalid', () => {
    render(<Title onChange={vi.fn()} error="Choose a title" />);
    expect(screen.getByText('Choose a title')).toBeTruthy();
    expect(document.querySelector('[data-invalid]')).not.toBeNull();
  });
});
