import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import type { CheckboxProps } from './checkbox';

function Controlled(props: Partial<CheckboxProps> & { onToggle?: (selected: boolean) => void }) {
  const [selected, setSelected] = useState(false);
  return (
    <>
      <Checkbox
        {...props}
        isSelected={selected}
        onChange={(next) => {
          setSelected(next);
          props.onToggle?.(next);
        }}
      >
        <span>
          One way <a href="/terms">terms</a>
        </span>
      </Checkbox>
      <p id="hint">Required</p>
    </>
  );
}

describe('Checkbox', () => {
  it('is a native checkbox named by its label, toggled by Space and by a click on its words', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Controlled onToggle={onToggle} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'One way terms' });
    expect(box.tagName).toBe('INPUT');
    expect(box.checked).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
    await user.click(screen.getByText(/One way/));
    expect(onToggle).toHaveBeenLastCalledWith(false);
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(box.checked).toBe(true);
  });

  it('says it is invalid and what it needs, and ignores presses while disabled', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(<Controlled onToggle={onToggle} isInvalid aria-describedby="hint" />);
    const box = screen.getByRole<HTMLInputElement>('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('hint');
    rerender(<Controlled onToggle={onToggle} isDisabled />);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.disabled).toBe(true);
    await user.click(screen.getByText(/One way/));
    await user.tab();
    await user.keyboard(' ');
    expect(onToggle).not.toHaveBeenCalled();
    expect(box.checked).toBe(false);
  });
});
