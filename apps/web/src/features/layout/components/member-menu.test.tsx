import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import layout from '../../../../../api/seed/translations/en/layout.json';
import { createTestI18n } from '../../../test/test-i18n';
import { memberLinks } from '../model/member-links';
import { MemberMenu } from './member-menu';
import type { HeaderAccount } from './member-menu';

function renderMenu(account: HeaderAccount) {
  return render(
    <I18nextProvider i18n={createTestI18n({ layout })}>
      <MemoryRouter>
        <MemberMenu account={account} />
        <button type="button">Elsewhere</button>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function member(overrides: Partial<Extract<HeaderAccount, { kind: 'signed-in' }>> = {}): HeaderAccount {
  return {
    kind: 'signed-in',
    name: 'Alex Martin',
    pointsBalance: 50_000,
    pointsLabel: 'Wayfare Miles',
    links: memberLinks(['DP', 'H', 'F']),
    onSignOut: () => undefined,
    ...overrides,
  };
}

describe('MemberMenu', () => {
  it('shows a signed-in member their name and points, and their pages once opened', async () => {
    const user = userEvent.setup();
    renderMenu(member());
    const trigger = screen.getByRole('button', { name: /Alex Martin/ });
    expect(trigger.textContent).toContain('50,000 Wayfare Miles');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'My trips' })).toBeNull();

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('header-points').textContent).toBe('50,000 Wayfare Miles');
    expect(screen.getByRole('link', { name: 'My trips' }).getAttribute('href')).toBe('/trips');
    expect(screen.getByRole('link', { name: 'Member flights' }).getAttribute('href')).toBe('/memSearch');
    expect(screen.getByRole('link', { name: 'Member flight + hotel' }).getAttribute('href')).toBe('/hdpMemSearch');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('opens by keyboard, walks its links with Tab and closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    renderMenu(member());
    await user.tab();
    const trigger = screen.getByRole('button', { name: /Alex Martin/ });
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My trips' }));
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const user = userEvent.setup();
    renderMenu(member());
    const trigger = screen.getByRole('button', { name: /Alex Martin/ });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out from the menu', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderMenu(member({ onSignOut }));
    await user.click(screen.getByRole('button', { name: /Alex Martin/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('names a member without a display name by the account and uses the generic points word', () => {
    renderMenu(member({ name: null, pointsBalance: 1200, pointsLabel: null, links: memberLinks(['H']) }));
    const trigger = screen.getByRole('button', { name: /My account/ });
    expect(trigger.textContent).toContain('1,200 points');
  });

  it("offers a signed-out visitor the partner's sign-in, and nothing without one", () => {
    const { unmount } = renderMenu({ kind: 'signed-out', signInHref: 'https://portal.example/sign-in?returnUrl=x' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      'https://portal.example/sign-in?returnUrl=x',
    );
    expect(screen.queryByRole('button', { name: /Sign out/ })).toBeNull();
    unmount();
    renderMenu({ kind: 'signed-out', signInHref: null });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
