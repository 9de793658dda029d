import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import layout from '../../../../../api/seed/translations/en/layout.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { SiteHeader } from './site-header';
import type { HeaderVariant } from './site-header';

function headerClass(variant?: HeaderVariant): string {
  const { container } = render(
    <I18nextProvider i18n={createTestI18n({ layout })}>
      <BrandProvider brand={brandConfigFixture()}>
        <MemoryRouter>
          <SiteHeader variant={variant} />
        </MemoryRouter>
      </BrandProvider>
    </I18nextProvider>,
  );
  return container.querySelector('header')?.className ?? '';
}

describe('SiteHeader', () => {
  it('writes only real class names for every variant (the default one has no class of its own)', () => {
    for (const variant of [undefined, 'default', 'light', 'compact'] as const) {
      const className = headerClass(variant);
      expect(className).not.toMatch(/undefined/);
      expect(className.split(' ').filter(Boolean).length).toBe(!variant || variant === 'default' ? 1 : 2);
    }
  });
});
