import { useEffect } from 'react';
import type { BrandConfig } from '../../../lib/brand-config';
import { setAuthToken } from '../../../lib/cookies';
import { settleSso } from '../../../lib/sso-status';
import { authenticateExternal } from '../api/authenticate-external';
import { hrefWithToken, takeEarlyToken } from '../model/early-token';
import { planSignIn, runSignIn } from '../model/external-sign-in';
import type { SignInContext } from '../model/external-sign-in';
import { createSignInMachine } from '../model/sign-in-machine';
import { stripSsoToken } from '../model/sso-token';

/** The parts of the app's router (app/router-history.ts) the sign-in needs. */
export interface SignInRouter {
  subscribe(listener: () => void): () => void;
  navigate(to: string, options: { replace: boolean }): unknown;
}

/** One machine per page load, so a remount or a repeated effect cannot start a second sign-in (spec §4). */
const machine = createSignInMachine();

function replaceUrl(router: SignInRouter, href: string): void {
  if (href === location.href) return;
  // spec §4 / design.md security: history.replaceState with the full href, at once, before anything else runs.
  history.replaceState(history.state, '', href);
  // Then the router learns the new location too, so no later navigation rebuilds the URL from the old query.
  const url = new URL(href);
  void router.navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
}

function signInStep(router: SignInRouter, context: SignInContext): void {
  // The API's first inline script already took `a` out of the address bar and kept it in memory.
  const href = hrefWithToken(location.href, takeEarlyToken());
  const plan = planSignIn(href, context);
  if (plan.kind === 'strip') replaceUrl(router, stripSsoToken(location.href));
  if (plan.kind !== 'signIn') {
    settleSso();
    return;
  }
  machine.trigger(() =>
    runSignIn(plan.token, context, {
      href: () => location.href,
      authenticate: authenticateExternal,
      storeToken: setAuthToken,
      replaceUrl: (next) => replaceUrl(router, next),
      navigate: (to) => void router.navigate(to, { replace: true }),
      settle: settleSso,
    }),
  );
}

/**
 * External sign-in (spec §4), mounted once at the app's top: runs when the brand is known (or has failed to
 * load: then it only removes a stray `a`) and again on every route change. Renders nothing; tracking and
 * third-party scripts wait for lib/sso-status to settle.
 */
export function SsoSignIn({
  brand,
  brandFailed = false,
  router,
}: {
  brand: BrandConfig | undefined;
  brandFailed?: boolean;
  router: SignInRouter;
}) {
  const hasSSO = brand?.brand.hasSSO ?? false;
  const domainName = brand?.domain ?? '';
  const ready = brand !== undefined || brandFailed;

  useEffect(() => {
    if (!ready) return;
    const context = { hasSSO: hasSSO && !brandFailed, domainName };
    signInStep(router, context);
    return router.subscribe(() => signInStep(router, context));
  }, [ready, hasSSO, brandFailed, domainName, router]);

  return null;
}
