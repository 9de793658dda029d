import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProgressBar, Stepper } from './progress';

describe('ProgressBar', () => {
  it('reports its value, or none while the length is unknown', () => {
    const { rerender } = render(<ProgressBar label="Loading" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    rerender(<ProgressBar label="Updating results" hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Updating results' }).getAttribute('aria-valuenow')).toBeNull();
  });
});

describe('Stepper', () => {
  it('marks the current step, says which are done and links back to them', () => {
    render(
      <Stepper
        label="Checkout steps"
        steps={[
          { id: 't', label: 'Travellers', href: '/checkout?checkoutStep=1' },
          { id: 'c', label: 'Contact' },
          { id: 'p', label: 'Payment' },
        ]}
        current={1}
        stepOf={(n, total) => `Step ${n} of ${total}`}
        doneLabel="completed"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.getAttribute('aria-current')).toBeNull();
    expect(
      within(nav)
        .getByRole('link', { name: /Travellers.*completed/ })
        .getAttribute('href'),
    ).toBe('/checkout?checkoutStep=1');
    expect(within(nav).queryByRole('link', { name: /Payment/ })).toBeNull();
  });

  it('opens a reachable step in place with its button', async () => {
    const onSelect = vi.fn();
    render(
      <Stepper
        label="Checkout steps"
        steps={[
          { id: 't', label: 'Travellers' },
          { id: 'c', label: 'Contact' },
          { id: 'p', label: 'Payment' },
        ]}
        current={0}
        reachable={1}
        onSelect={onSelect}
        stepOf={(n, total) => `Step ${n} of ${total}`}
        doneLabel="completed"
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Contact/ }));
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: /Payment/ })).toBeNull();
  });
});
