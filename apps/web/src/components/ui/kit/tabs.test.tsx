import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('moves between tabs with the arrows and shows the chosen panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Trips"
        items={[
          { id: 'upcoming', label: 'Upcoming', content: 'Rome in May' },
          { id: 'past', label: 'Past', content: 'Paris last year' },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Trips' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Rome in May');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Paris last year');
  });
});
