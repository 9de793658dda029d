import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import consentEn from '../../../../../api/seed/translations/en/consent.json';
import { BrandProvider } from '../../../lib/brand-context';
import { getCookie } from '../../../lib/cookies';
import { resetSsoStatus, settleSso } from '../../../lib/sso-status';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { ConsentGate } from './consent-gate';

const i18n = createTestI18n({ consent: consentEn });

function renderGate(brand = brandConfigFixture(), children?: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={brand}>
        <ConsentGate />
        {children}
      </BrandProvider>
    </I18nextProvider>,
  );
}

function withPolicies(cookies?: string) {
  const brand = brandConfigFixture();
  return { ...brand, brand: { ...brand.brand, policies: { ...brand.brand.policies, cookies } } };
}

describe('ConsentGate', () => {
  afterEach(() => resetSsoStatus());

  it('shows the banner without an acceptance cookie; accept stores every category and closes it', async () => {
    renderGate();
    const banner = screen.getByRole('region', { name: 'Your privacy, your choice' });
    expect(within(banner).getByRole('button', { name: 'Manage cookies' })).toBeTruthy();
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(getCookie('cookie-acceptance')).toBe('technical,measurement');
    expect(getCookie('cookie-consent-legacy')).toBe('5:technical,measurement');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('rejects in one click from the banner', async () => {
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(getCookie('cookie-acceptance')).toBe('technical');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('does not show when a choice exists', () => {
    document.cookie = 'cookie-acceptance=technical; path=/';
    renderGate();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('manages categories in the modal: technical on and disabled, descriptions, policy link, save', async () => {
    renderGate(withPolicies('/brand-assets/wayfare/cookies.html'));
    await userEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    // The modal's chunk loads on demand: seconds on a busy machine.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const technical = within(dialog).getByRole('switch', { name: 'Technical cookies' });
    const measurement = within(dialog).getByRole('switch', { name: 'Measurement cookies' });
    // Kit switches: a native checkbox with the switch role underneath.
    expect((technical as HTMLInputElement).checked).toBe(true);
    expect((technical as HTMLInputElement).disabled).toBe(true);
    expect((measurement as HTMLInputElement).checked).toBe(false);

    const [showTechnical] = within(dialog).getAllByRole('button', { name: 'Show description' });
    const description = within(dialog).getByText(/Needed for the site to work/);
    expect(description.hidden).toBe(true);
    expect(showTechnical!.getAttribute('aria-controls')).toBe(description.id);
    await userEvent.click(showTechnical!);
    expect(description.hidden).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Hide description' }).getAttribute('aria-expanded')).toBe('true');

    const policy = within(dialog).getByRole('link', { name: 'Read the full cookie policy' });
    expect(policy.getAttribute('href')).toBe('/brand-assets/wayfare/cookies.html');

    await userEvent.click(measurement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    expect(getCookie('cookie-acceptance')).toBe('technical,measurement');
  });

  it('saves technical only when nothing is switched on, and hides the policy link without one', async () => {
    renderGate(withPolicies(undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    expect(getCookie('cookie-acceptance')).toBe('technical');
  });

  it('loads the external consent script for the club origin instead of the banner, after sign-in settled', () => {
    const brand = brandConfigFixture();
    const club = { ...brand, brand: { ...brand.brand, brandOrigin: 'CLUB' } };
    const { rerender } = renderGate(club);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(document.querySelector('script[src="/brand-assets/club/consent.js"]')).toBeNull();
    settleSso();
    rerender(
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={club}>
          <ConsentGate />
        </BrandProvider>
      </I18nextProvider>,
    );
    expect(document.querySelector('script[src="/brand-assets/club/consent.js"]')).not.toBeNull();
  });
});
