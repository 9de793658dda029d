import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './number-field';

function Counter({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(2);
  return (
    <NumberField
      label="Adults"
      description="18 years or older"
      value={value}
      minValue={1}
      maxValue={3}
      decrementLabel="Fewer: Adults"
      incrementLabel="More: Adults"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it('counts with its buttons within min and max, which disable at the limits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Counter onChange={onChange} />);
    const more = screen.getByRole('button', { name: 'More: Adults' });
    await user.click(more);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(more.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Fewer: Adults' }));
    await user.click(screen.getByRole('button', { name: 'Fewer: Adults' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Fewer: Adults' }).hasAttribute('disabled')).toBe(true);
  });

  it('is a labelled field that arrow keys change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Counter onChange={onChange} />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Adults' });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.keyboard('{ArrowUp}');
    expect((input as HTMLInputElement).value).toBe('3');
  });
});
