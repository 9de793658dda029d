import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import flights from '../../../../../api/seed/translations/en/flights.json';
import tripWarnings from '../../../../../api/seed/translations/en/trip-warnings.json';
import { createTestI18n } from '../../../test/test-i18n';
import { makeProposal } from '../model/proposal-factory';
import { FlightCard } from './flight-card';
import { translationLookups } from '../../../test/translation-lookups';

vi.mock('react-i18next', async (importOriginal) =>
  (await import('../../../test/translation-lookups')).countingReactI18next(importOriginal),
);

const proposal = makeProposal();

describe('FlightCard', () => {
  it('reads its texts and the locale once for the whole card, and shows the same card', () => {
    const i18n = createTestI18n({ flights, 'trip-warnings': tripWarnings });
    translationLookups.count = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <FlightCard proposal={proposal} selecting={false} onDetails={vi.fn()} onSelect={vi.fn()} language="en" />
      </I18nextProvider>,
    );
    // The card's `flights` texts, the price's locale, the trip warnings' own namespace (issue 16 TBT: 20 cards
    // hydrate at once; the journeys, bags and price each looked the texts and the locale up again: 8 a card).
    expect(translationLookups.count).toBe(3);
    const card = screen.getByRole('article', { name: 'Wizz Air: Madrid to Rome' });
    expect(card.textContent).toContain('Outbound');
    expect(card.textContent).toContain('Return');
    expect(screen.getAllByText('Direct')).toHaveLength(2);
    expect(card.textContent).toContain('1 cabin bag');
    expect(card.textContent).toContain('€95.96per adult');
    expect(card.textContent).toContain('Total €191.92 for 2 travellers');
    expect(card.textContent).toContain('or 19,192 points');
    expect(card.textContent).toContain('Only 3 seats left');
  });

  it("acts through native buttons, without React Aria's press hooks (40 of them hydrate with the 20 cards)", async () => {
    const i18n = createTestI18n({ flights, 'trip-warnings': tripWarnings });
    const onSelect = vi.fn();
    const onDetails = vi.fn();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <FlightCard proposal={proposal} selecting={false} onDetails={onDetails} onSelect={onSelect} language="en" />
      </I18nextProvider>,
    );
    const select = screen.getByRole('button', { name: 'Select' });
    const details = screen.getByRole('button', { name: 'Flight details' });
    for (const button of [select, details]) expect(button.hasAttribute('data-react-aria-pressable')).toBe(false);
    expect(details.getAttribute('aria-describedby')).toBe(screen.getByRole('heading', { level: 3 }).id);
    await userEvent.click(select);
    await userEvent.click(details);
    expect(onSelect).toHaveBeenCalledWith(proposal.id, proposal.price.total);
    expect(onDetails).toHaveBeenCalledWith(proposal.id);
    rerender(
      <I18nextProvider i18n={i18n}>
        <FlightCard proposal={proposal} selecting onDetails={onDetails} onSelect={onSelect} language="en" />
      </I18nextProvider>,
    );
    await userEvent.click(select);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(select.getAttribute('aria-disabled')).toBe('true');
  });
});
