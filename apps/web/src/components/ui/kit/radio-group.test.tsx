import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Radio, RadioGroup } from './radio-group';

function Stars() {
  const [value, setValue] = useState<string | null>('3');
  return (
    <RadioGroup label="Stars" value={value} onChange={setValue}>
      <Radio value="3">3 stars</Radio>
      <Radio value="4">4 stars</Radio>
      <Radio value="5" variant="card">
        5 stars
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('enters at the chosen option and chooses with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Stars />);
    expect(screen.getByRole('radiogroup', { name: 'Stars' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(false);
  });
});
