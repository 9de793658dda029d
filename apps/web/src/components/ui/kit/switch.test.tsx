import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a named switch that Space turns on and off', async () => {
    const user = userEvent.setup();
    function Measurement() {
      const [on, setOn] = useState(false);
      return (
        <Switch isSelected={on} onChange={setOn}>
          Measurement
        </Switch>
      );
    }
    render(<Measurement />);
    await user.tab();
    const control = screen.getByRole('switch', { name: 'Measurement' }) as HTMLInputElement;
    expect(document.activeElement).toBe(control);
    await user.keyboard(' ');
    expect(control.checked).toBe(true);
    await user.keyboard(' ');
    expect(control.checked).toBe(false);
  });

  it('stays on when it is required and disabled', async () => {
    const user = userEvent.setup();
    render(
      <Switch isSelected isDisabled aria-label="Technical">
        {null}
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Technical' }) as HTMLInputElement;
    await user.click(control);
    expect(control.checked).toBe(true);
    expect(control.disabled).toBe(true);
  });
});
