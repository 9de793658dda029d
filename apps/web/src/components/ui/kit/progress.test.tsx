import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
