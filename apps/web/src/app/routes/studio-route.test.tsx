import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type * as StudioSessionModule from '../../features/studio/api/studio-session';
import english from '../../../../api/seed/translations/en/studio.json';
import french from '../../../../api/seed/translations/fr/studio.json';
import { BrandProvider } from '../../lib/brand-context';
import { brandConfigFixture } from '../../test/brand-fixtures';
import { createTestI18n } from '../../test/test-i18n';
import { StudioRoute } from './studio-route';

// The session is still loading: the title does not wait for the sign-in or the editor.
vi.mock('../../features/studio/api/studio-session', async (importOriginal) => ({
  ...(await importOriginal<typeof StudioSessionModule>()),
  useStudioSession: () => ({ isPending: true }),
}));

const brand = brandConfigFixture();

function renderStudio(language: 'en' | 'fr', texts: object) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createTestI18n({ studio: texts }, language)}>
        <BrandProvider brand={brand}>
          <StudioRoute />
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the studio route', () => {
  it('names the studio in the browser tab, then the brand, as the other screens do (not the brand alone)', () => {
    document.title = brand.brand.pageTitle;
    renderStudio('en', english);
    expect(screen.getByText(english.loading)).toBeTruthy();
    expect(document.title).toBe(`Brand studio – ${brand.brand.pageTitle}`);
  });

  it("in the studio's language", () => {
    renderStudio('fr', french);
    expect(document.title).toBe(`Studio de marque – ${brand.brand.pageTitle}`);
  });
});
