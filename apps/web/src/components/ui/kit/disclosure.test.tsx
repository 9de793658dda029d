import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('is a heading button that shows and hides its panel by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Fare rules" level={2}>
        <p>Changes cost €50</p>
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'Fare rules' });
    expect(screen.getByRole('heading', { level: 2, name: 'Fare rules' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Changes cost €50')?.closest('[hidden]')).not.toBeNull();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Changes cost €50').closest('[hidden]')).toBeNull();
    await user.keyboard(' ');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
