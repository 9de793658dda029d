import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HeaderAccount } from '../features/layout/components/member-menu';
import { memberLinks } from '../features/layout/model/member-links';
import { useMemberStatus } from '../features/membership/components/use-member-status';
import { signInHref } from '../features/membership/model/member-format';
import { useBrand } from '../lib/brand-context';
import { clearAuthToken } from '../lib/cookies';
import { usePageOrigin } from '../lib/sso-status';

/**
 * Sign-out is ours alone: the API keeps no session (a member is the bearer token of the auth-token cookie), so
 * dropping the cookie signs out. The member's own data goes from the cache at once; everything else fetched
 * with the token (member prices, carts) is refetched without it; then home, where nothing is member-only.
 */
function useSignOut(onSignedOut: () => void): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearAuthToken();
    queryClient.removeQueries({ queryKey: ['membership'] });
    queryClient.removeQueries({ queryKey: ['trips'] });
    void queryClient.invalidateQueries();
    onSignedOut();
    void navigate('/');
  };
}

/**
 * issue 18: what the header shows about the visitor, composed here because it joins the membership feature
 * (GetMemberProfile) and the layout feature (the header), which never import each other. Undefined on a brand
 * without single sign-on and while sign-in or the profile is still on its way (no flash of "Sign in"). The server
 * renders the same answer (app/ssr: the auth-token cookie and the member's profile; an `a` token in its request
 * means a sign-in is under way), so the link works without JavaScript and hydration changes nothing.
 */
export function useHeaderAccount(): HeaderAccount | undefined {
  const brand = useBrand();
  const { hasSSO, customPointsLabel, membership } = brand.brand;
  // The cookie is not React state: a sign-out bumps this so the header reads it again.
  const [, setSignOuts] = useState(0);
  const signOut = useSignOut(() => setSignOuts((count) => count + 1));
  const { status } = useMemberStatus(hasSSO);
  const origin = usePageOrigin();
  const { pathname, search } = useLocation();
  if (status.kind === 'signed-in') {
    const { profile } = status;
    return {
      kind: 'signed-in',
      name: profile.displayName,
      pointsBalance: profile.pointsBalance,
      pointsLabel: profile.pointsLabel || customPointsLabel || null,
      links: memberLinks(brand.products),
      onSignOut: signOut,
    };
  }
  if (status.kind !== 'signed-out') return undefined;
  const signInUrl = membership?.memberSignInUrl;
  // Back to this page (without its fragment, which the server never sees: both sides write the same link).
  const returnTo = `${origin}${pathname}${search}`;
  return { kind: 'signed-out', signInHref: signInUrl ? signInHref(signInUrl, returnTo) : null };
}
