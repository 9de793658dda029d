import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';
import { Badge, InlineAlert, Skeleton } from './status';

describe('Price', () => {
  it('formats minor units with the contract money module in the brand locale', () => {
    const { container } = render(<Price value={{ amount: 108713, currency: 'EUR' }} locale="en-IE" />);
    expect(container.textContent).toBe('€1,087.13');
  });

  it('strikes through the amount before a discount only when it is higher', () => {
    const { container, rerender } = render(
      <Price value={{ amount: 8000, currency: 'CHF' }} before={{ amount: 10000, currency: 'CHF' }} locale="fr-CH" />,
    );
    expect(container.querySelector('del')?.textContent).toMatch(/100\.00\sCHF|100,00\sCHF/);
    rerender(
      <Price value={{ amount: 8000, currency: 'CHF' }} before={{ amount: 8000, currency: 'CHF' }} locale="fr-CH" />,
    );
    expect(container.querySelector('del')).toBeNull();
  });
});

describe('status components', () => {
  it('announces errors and warnings, and states information politely', () => {
    render(
      <>
        <InlineAlert tone="error" title="Payment refused">
          Try another card.
        </InlineAlert>
        <InlineAlert tone="info">Prices include taxes.</InlineAlert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Payment refusedTry another card.');
    expect(screen.getByRole('status').textContent).toBe('Prices include taxes.');
  });

  it('shows a badge as text and keeps skeletons from screen readers', () => {
    const { container } = render(
      <>
        <Badge tone="success">Free cancellation</Badge>
        <Skeleton width="120px" />
      </>,
    );
    expect(screen.getByText('Free cancellation').tagName).toBe('SPAN');
    const skeleton = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(skeleton.style.width).toBe('120px');
  });
});
