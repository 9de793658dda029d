import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken } from './cart-helpers';
import { startSsrApp, ssrStateText } from './ssr-app';
import type { SsrApp } from './ssr-app';

// Issue 16: the header's account corner is rendered by the server with the real answer (the auth-token cookie, the
// member's profile, an `a` token meaning a sign-in under way), so it works without JavaScript and hydrates as is.

const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: 'text/html', host: 'localhost:8080', ...headers } });

/** The React HTML of the page's header (the account corner is in it). */
const headerOf = (html: string) => /<header[^>]*>.*?<\/header>/s.exec(html)?.[0] ?? '';
const stateOf = (html: string) =>
  JSON.parse(ssrStateText(html) || '{}') as {
    signIn?: { settled: boolean; origin: string };
    queries?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
const signInLink = (html: string) => /<a [^>]*href="([^"]*)"[^>]*>Sign in<\/a>/.exec(headerOf(html))?.[1];
const PARTNER_SIGN_IN = 'https://portal.wayfare.example/sign-in';

describe("server rendering of the header's account corner", () => {
  let ssr: SsrApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    ssr = await startSsrApp();
    app = ssr.app;
  }, 120_000);
  afterAll(() => ssr?.close());

  it('gives a signed-out visitor the partner sign-in link back to this page, and the browser the same answer', async () => {
    const response = await page(app, '/deals?sort=price&q=a%20b');
    expect(response.statusCode).toBe(200);
    const href = signInLink(response.body);
    expect(href).toBeDefined();
    const url = new URL(href!.replaceAll('&amp;', '&'));
    expect(`${url.origin}${url.pathname}`).toBe(PARTNER_SIGN_IN);
    // The query as the address bar has it (not re-encoded), and no fragment: the browser writes the same link.
    expect(url.searchParams.get('returnUrl')).toBe('http://localhost:8080/deals?sort=price&q=a%20b');
    expect(stateOf(response.body).signIn).toEqual({ settled: true, origin: 'http://localhost:8080' });
  }, 120_000);

  it("renders a member's corner from the auth-token cookie, with the profile in the page's state", async () => {
    const token = await memberToken(app, 'Member - 50,000 points');
    const response = await page(app, '/', { cookie: `auth-token=${encodeURIComponent(token)}` });
    const header = headerOf(response.body);
    expect(header).toContain('Alex Martin');
    expect(header).toContain('50,000 Wayfare Miles');
    expect(signInLink(response.body)).toBeUndefined();
    const profile = stateOf(response.body).queries?.queries.find((query) => query.queryKey[1] === 'profile');
    expect(profile?.state.data).toMatchObject({ displayName: 'Alex Martin', pointsBalance: 50_000 });
  }, 120_000);

  it('treats a refused or malformed cookie as signed out, never as a failed page', async () => {
    for (const cookie of ['auth-token=not-a-token', 'auth-token=%E0%A4%A', 'auth-token=', 'auth-token="x;y']) {
      const response = await page(app, '/', { cookie });
      expect(response.statusCode, cookie).toBe(200);
      expect(signInLink(response.body), cookie).toContain(PARTNER_SIGN_IN);
    }
  }, 120_000);

  it('renders no corner while a sign-in from `a` is under way, and never writes the token', async () => {
    const token = await memberToken(app, 'Member - 50,000 points');
    for (const a of ['partner-token-123', '', '%%%', 'x'.repeat(3000)]) {
      const response = await page(app, `/?a=${a}&sort=price`, { cookie: `auth-token=${token}` });
      expect(response.statusCode, a).toBe(200);
      const header = headerOf(response.body);
      expect(header).not.toContain('Sign in');
      expect(header).not.toContain('Alex Martin');
      expect(stateOf(response.body).signIn?.settled).toBe(false);
      if (a.length > 3) expect(response.body).not.toContain(a);
    }
  }, 120_000);

  it('keeps a path that looks like another host on this site in the return link', async () => {
    const response = await page(app, '//evil.example/deals');
    const href = signInLink(response.body);
    // The branded not-found page, whose header links to the partner and back to this site.
    expect(response.statusCode).toBe(404);
    expect(new URL(href!.replaceAll('&amp;', '&')).searchParams.get('returnUrl')).toBe(
      'http://localhost:8080//evil.example/deals',
    );
    expect(stateOf(response.body).signIn?.origin).toBe('http://localhost:8080');
  }, 120_000);

  it('has no account corner on a brand without single sign-on', async () => {
    const response = await page(app, '/', { host: 'tophotel.localhost:8080' });
    expect(response.statusCode).toBe(200);
    expect(headerOf(response.body)).not.toMatch(/Accedi|Sign in/);
  }, 120_000);
});
