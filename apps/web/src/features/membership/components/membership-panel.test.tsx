import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import membership from '../../../../../api/seed/translations/en/membership.json';
import { createTestI18n } from '../../../test/test-i18n';
import type { MemberStatus } from '../model/member-status';
import { MembershipPanel } from './membership-panel';

function renderPanel(status: MemberStatus, overrides: { memberSignInUrl?: string | null; onRetry?: () => void } = {}) {
  return render(
    <I18nextProvider i18n={createTestI18n({ membership })}>
      <MembershipPanel
        status={status}
        language="en"
        brandName="Wayfare"
        pointsLabel="Wayfare Miles"
        memberSignInUrl={'memberSignInUrl' in overrides ? overrides.memberSignInUrl : 'https://portal.example/sign-in'}
        returnPath="/memSearch?product=F"
        onRetry={overrides.onRetry ?? (() => undefined)}
      />
    </I18nextProvider>,
  );
}

describe('MembershipPanel', () => {
  it('shows a member the points balance, its value, tier and discount', () => {
    renderPanel({
      kind: 'signed-in',
      profile: {
        userId: 'u1',
        programme: 'welfare',
        displayName: 'Alex Martin',
        email: null,
        phone: null,
        pointsBalance: 50000,
        pointsLabel: null,
        pointsValue: { amount: 50_000, currency: 'EUR' },
        tier: 'GOLD',
        memberDiscountPercent: 8,
      },
    });
    expect(screen.getByRole('heading', { name: 'Welcome back: member prices are on' })).toBeTruthy();
    expect(screen.getByTestId('points-balance').textContent).toContain('50,000 Wayfare Miles');
    expect(screen.getByTestId('points-balance').textContent).toContain('worth €500');
    expect(screen.getByText('Gold member')).toBeTruthy();
    expect(screen.getByText(/8% below the public price/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells a visitor that member prices need sign-in through the partner, with its link back here', () => {
    renderPanel({ kind: 'signed-out', reason: 'no-token' });
    expect(screen.getByRole('heading', { name: 'Sign in to see member prices' })).toBeTruthy();
    expect(screen.getByText(/The prices below are public prices/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign in with Wayfare' });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://portal.example/sign-in');
    expect(href.searchParams.get('returnUrl')).toBe(`${window.location.origin}/memSearch?product=F`);
  });

  it('explains an ended session, and a brand without a sign-in link gets no link', () => {
    renderPanel({ kind: 'signed-out', reason: 'expired' }, { memberSignInUrl: null });
    expect(screen.getByRole('heading', { name: 'Your member session has ended' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a retry when the profile failed, and says when there is no programme', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderPanel({ kind: 'error' }, { onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    renderPanel({ kind: 'unavailable' });
    expect(screen.getByRole('heading', { name: 'Member prices are not offered here' })).toBeTruthy();
  });
});
