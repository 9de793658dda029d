import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColorPicker } from './color-picker';

function Harness({ initial = '#1a4fa0' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ColorPicker label="Primary colour" value={value} onChange={setValue} description="On white: 8.00:1" />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('ColorPicker', () => {
  it('takes a typed hex colour and reports it as #rrggbb', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Primary colour' });
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((element) => element?.textContent)).toContain('On white: 8.00:1');
    await user.clear(field);
    await user.type(field, '#C0FFEE');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('#c0ffee');
  });

  it('changes the hue with the arrow keys on its slider', async () => {
    const user = userEvent.setup();
    render(<Harness initial="#ff0000" />);
    screen.getByRole('slider', { name: /hue/i }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('value').textContent).not.toBe('#ff0000');
    expect(screen.getByTestId('value').textContent).toMatch(/^#[0-9a-f]{6}$/);
  });
});
