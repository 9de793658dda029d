import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { MemberProfile } from '@wayfare/contract';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as MemberMenuModule from '../../features/layout/components/member-menu';
import layout from '../../../../api/seed/translations/en/layout.json';
import { memberProfileQueryOptions } from '../../features/membership/api/get-member-profile';
import { BrandProvider } from '../../lib/brand-context';
import { clearAuthToken, setAuthToken } from '../../lib/cookies';
import { resetSsoStatus, settleSso, SsoServerContext } from '../../lib/sso-status';
import type { SsoServerAnswer } from '../../lib/sso-status';
import { brandConfigFixture, rawBrandAttributes } from '../../test/brand-fixtures';
import { createTestI18n } from '../../test/test-i18n';
import { PageFrame } from './page-frame';

// Issue 16: the server renders the header's account corner with the real answer (signed out: the sign-in link;
// signed in: the member's menu), and the browser hydrates it with that answer: one render, no mismatch.

const corner = vi.hoisted(() => ({ renders: 0 }));

vi.mock('../../features/layout/components/member-menu', async (importOriginal) => {
  const original = await importOriginal<typeof MemberMenuModule>();
  return {
    ...original,
    MemberMenu: (props: Parameters<typeof original.MemberMenu>[0]) => {
      corner.renders += 1;
      return original.MemberMenu(props);
    },
  };
});

const attributes = rawBrandAttributes();
const brand = brandConfigFixture({
  brandDetails: {
    ...attributes.brandDetails,
    customPointsLabel: 'Wayfare Miles',
    membership: { memberSignInUrl: 'https://partner.example/sign-in', memberDiscountPercent: 8 },
  },
});

const profile: MemberProfile = {
  userId: 'test-member-50k',
  programme: 'welfare',
  displayName: 'Alex Martin',
  email: null,
  phone: null,
  pointsBalance: 50_000,
  pointsLabel: null,
  pointsValue: null,
  tier: 'GOLD',
  memberDiscountPercent: 8,
};

/** One page as the server and the browser render it: a fresh cache holding what the server's state would. */
function Page({ signIn, member = null }: { signIn: SsoServerAnswer | null; member?: MemberProfile | null }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (member) client.setQueryData(memberProfileQueryOptions('member-token').queryKey, member);
  return (
    <SsoServerContext.Provider value={signIn}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={createTestI18n({ layout })}>
          <BrandProvider brand={brand}>
            <MemoryRouter initialEntries={['/H?destination=rom&adults=2']}>
              <PageFrame>
                <main>Screen</main>
              </PageFrame>
            </MemoryRouter>
          </BrandProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </SsoServerContext.Provider>
  );
}

/** Hydrates the server HTML as app/ssr/hydrate-client does (sign-in settled first when nothing is under way). */
async function hydrate(html: string, signIn: SsoServerAnswer | null, member?: MemberProfile) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  if (signIn?.settled) settleSso();
  corner.renders = 0;
  await act(async () => {
    hydrateRoot(container, <Page signIn={signIn} member={member ?? null} />, { onRecoverableError: recoverable });
  });
  return { container, recoverable, consoleError };
}

const here = () => ({ settled: true, origin: window.location.origin });
const signInHref = (origin: string) =>
  `https://partner.example/sign-in?returnUrl=${encodeURIComponent(`${origin}/H?destination=rom&adults=2`)}`;

afterEach(() => {
  resetSsoStatus();
  clearAuthToken();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("the header's account corner rendered by the server", () => {
  it('has the sign-in link for a signed-out visitor, back to this page, and hydrates it with one render', async () => {
    const html = renderToString(<Page signIn={here()} />);
    const link = `href="${signInHref(window.location.origin).replaceAll('&', '&amp;')}"`;
    expect(html).toContain(link);
    expect(html).toMatch(/>Sign in<\/a>/);

    const { container, recoverable, consoleError } = await hydrate(html, here());
    expect(corner.renders).toBe(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('header a[href^="https://partner.example/sign-in"]')?.outerHTML).toContain(link);
  });

  it("has the member's menu for a signed-in visitor and hydrates it with one render", async () => {
    setAuthToken('member-token', 3600);
    const html = renderToString(<Page signIn={here()} member={profile} />);
    expect(html).toContain('Alex Martin');
    expect(html).toContain('50,000 Wayfare Miles');
    expect(html).not.toMatch(/>Sign in</);

    const { container, recoverable, consoleError } = await hydrate(html, here(), profile);
    expect(corner.renders).toBe(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('header button[aria-expanded="false"]')?.textContent).toContain('Alex Martin');
  });

  it('renders no corner while a sign-in is under way, and the link once it settled', async () => {
    const pending = { settled: false, origin: window.location.origin };
    const html = renderToString(<Page signIn={pending} />);
    expect(html).not.toContain('partner.example/sign-in');

    const { container, recoverable } = await hydrate(html, pending);
    expect(container.querySelector('a[href^="https://partner.example/sign-in"]')).toBeNull();
    act(() => settleSso());
    expect(container.querySelector('a[href^="https://partner.example/sign-in"]')).not.toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("writes the address bar's origin once hydrated when a proxy told the server another", async () => {
    const html = renderToString(<Page signIn={{ settled: true, origin: 'http://internal:8080' }} />);
    expect(html).toContain(encodeURIComponent('http://internal:8080/H'));
    const { container } = await hydrate(html, { settled: true, origin: 'http://internal:8080' });
    await waitFor(() =>
      expect(container.querySelector('a[href^="https://partner.example"]')?.getAttribute('href')).toBe(
        signInHref(window.location.origin),
      ),
    );
  });
});
