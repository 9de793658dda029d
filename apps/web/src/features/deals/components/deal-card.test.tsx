import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import deals from '../../../../../api/seed/translations/en/deals.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { makeDeal } from '../model/deal-factory';
import { DealCard } from './deal-card';

describe('DealCard', () => {
  it("writes the deal's dates the brand's way (en-IE: 10 – 14 May 2030, not the US May 10 – 14, 2030)", () => {
    render(
      <I18nextProvider i18n={createTestI18n({ deals })}>
        <BrandProvider brand={{ ...brandConfigFixture(), language: 'en', country: 'IE' }}>
          <MemoryRouter>
            <DealCard deal={makeDeal({ dates: { from: '2030-05-10', to: '2030-05-14' } })} />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText(/^10\s?–\s?14 May 2030$/)).toBeTruthy();
  });
});
