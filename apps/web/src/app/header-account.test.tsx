import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { MemberProfile } from '@wayfare/contract';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { memberProfileQueryOptions } from '../features/membership/api/get-member-profile';
import { BrandProvider } from '../lib/brand-context';
import { clearAuthToken, getAuthToken, setAuthToken } from '../lib/cookies';
import { resetSsoStatus, settleSso } from '../lib/sso-status';
import { brandConfigFixture } from '../test/brand-fixtures';
import { useHeaderAccount } from './header-account';

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

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setAuthToken('member-token', 3600);
  settleSso();
  client.setQueryData(memberProfileQueryOptions('member-token').queryKey, profile);
  client.setQueryData(['trips', 'mine'], []);
  client.setQueryData(['flights', 'results'], ['with member prices']);
  const brand = brandConfigFixture();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BrandProvider brand={brand}>
        <MemoryRouter initialEntries={['/trips']}>{children}</MemoryRouter>
      </BrandProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ account: useHeaderAccount(), path: useLocation().pathname }), { wrapper });
  return { client, brand, hook };
}

afterEach(() => {
  clearAuthToken();
  resetSsoStatus();
});

describe('useHeaderAccount', () => {
  it("gives the header the member's name, points and label, and their pages", () => {
    const { brand, hook } = setup();
    expect(brand.brand.hasSSO).toBe(true);
    expect(hook.result.current.account).toMatchObject({
      kind: 'signed-in',
      name: 'Alex Martin',
      pointsBalance: 50_000,
      pointsLabel: brand.brand.customPointsLabel || null,
    });
  });

  it('signs out: no cookie, no member data in the cache, the rest refetched, and home', () => {
    const { client, hook } = setup();
    const account = hook.result.current.account;
    if (account?.kind !== 'signed-in') throw new Error('expected a signed-in member');
    act(() => account.onSignOut());
    expect(getAuthToken()).toBeUndefined();
    expect(client.getQueryData(memberProfileQueryOptions('member-token').queryKey)).toBeUndefined();
    expect(client.getQueryData(['trips', 'mine'])).toBeUndefined();
    expect(client.getQueryState(['flights', 'results'])?.isInvalidated).toBe(true);
    expect(hook.result.current.account?.kind).toBe('signed-out');
    expect(hook.result.current.path).toBe('/');
  });
});
