import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import deals from '../../../../../api/seed/translations/en/deals.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { makeDeal } from '../model/deal-factory';
import { DealSearchPanel } from './deal-search-panel';

function renderPanel(deal: ReturnType<typeof makeDeal>) {
  render(
    <I18nextProvider i18n={createTestI18n({ deals })}>
      <BrandProvider brand={brandConfigFixture()}>
        <MemoryRouter>
          <DealSearchPanel deal={deal} />
        </MemoryRouter>
      </BrandProvider>
    </I18nextProvider>,
  );
  const fixed = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  return { fixed };
}

describe('DealSearchPanel', () => {
  it('names the departure city beside the destination (it showed the code: "From DUB", "Destination Athens")', () => {
    const { fixed } = renderPanel(makeDeal({ departure: 'DUB', departureName: 'Dublin' }));
    expect(fixed(deals.search.departure)).toBe('Dublin');
    expect(fixed(deals.search.destination)).toBe('Vienna');
  });

  it('falls back to the code from a server that does not name it', () => {
    const { fixed } = renderPanel(makeDeal({ departure: 'DUB' }));
    expect(fixed(deals.search.departure)).toBe('DUB');
  });
});
