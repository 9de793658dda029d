import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SiteFooterModule from '../../features/layout/components/site-footer';
import type * as SiteHeaderModule from '../../features/layout/components/site-header';
import layout from '../../../../api/seed/translations/en/layout.json';
import { BrandProvider } from '../../lib/brand-context';
import { resetSsoStatus, settleSso } from '../../lib/sso-status';
import { brandConfigFixture, rawBrandAttributes } from '../../test/brand-fixtures';
import { createTestI18n } from '../../test/test-i18n';
import { PageFrame } from './page-frame';

const renders = vi.hoisted(() => ({ header: 0, footer: 0 }));

vi.mock('../../features/layout/components/site-header', async (importOriginal) => {
  const original = await importOriginal<typeof SiteHeaderModule>();
  return {
    ...original,
    SiteHeader: (props: Parameters<typeof original.SiteHeader>[0]) => {
      renders.header += 1;
      return original.SiteHeader(props);
    },
  };
});
vi.mock('../../features/layout/components/site-footer', async (importOriginal) => {
  const original = await importOriginal<typeof SiteFooterModule>();
  return {
    ...original,
    SiteFooter: () => {
      renders.footer += 1;
      return original.SiteFooter();
    },
  };
});

const FOOTER_SCRIPT = 'https://partner.example/footer.js';
const attributes = rawBrandAttributes();
// A brand with single sign-on (its sign-in link in the header) and a footer script.
const brand = brandConfigFixture({
  brandDetails: {
    ...attributes.brandDetails,
    membership: { memberSignInUrl: 'https://partner.example/sign-in', memberDiscountPercent: 5 },
  },
  footer: { legalTextKey: 'footer.legal', footerScriptUrl: FOOTER_SCRIPT },
});

function Page() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createTestI18n({ layout })}>
        <BrandProvider brand={brand}>
          <MemoryRouter>
            <PageFrame>
              <main>Screen</main>
            </PageFrame>
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

afterEach(() => {
  resetSsoStatus();
});

describe('PageFrame', () => {
  it('renders the header and footer once when sign-in settles before hydration; only the leaves that need it update', async () => {
    expect(brand.brand.hasSSO).toBe(true);
    const html = renderToString(<Page />);
    // On the server sign-in has not settled: no sign-in link yet, and no third-party script.
    expect(html).not.toContain('partner.example/sign-in');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The sign-in step settles before React hydrates (the SSO script runs first).
    settleSso();
    const appended: string[] = [];
    vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLScriptElement) appended.push(node.src);
    });
    renders.header = 0;
    renders.footer = 0;
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(container.querySelector('a[href^="https://partner.example/sign-in"]')).not.toBeNull();
    expect(renders).toEqual({ header: 1, footer: 1 });
    // The footer script still goes in once sign-in settled (kept out of the document: the test loads no script).
    await waitFor(() => expect(appended).toContain(FOOTER_SCRIPT));
    container.remove();
  });
});
