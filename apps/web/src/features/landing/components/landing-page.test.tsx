import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import landing from '../../../../../api/seed/translations/en/landing.json';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { createTestI18n } from '../../../test/test-i18n';
import { LandingPage } from './landing-page';

const proposal = (code: string, name: string) => ({
  id: code,
  code,
  name,
  subtitle: 'Somewhere',
  type: 'CITY',
  title: `Trips to ${name}`,
  imageUrl: `/img/${code}.svg`,
});

function renderLanding(isClub: boolean, onDestinationSelect = vi.fn()) {
  const brand = brandConfigFixture({
    offers: {
      isClub,
      destinations: [],
      deals: [
        {
          id: 'd1',
          title: 'Weekend in Rome',
          imageUrl: '/d1.svg',
          destinationCode: 'ROM',
          destinationName: 'Rome',
          productType: 'H',
        },
      ],
    },
    destinationProposals: { DP: [proposal('LIS', 'Lisbon')], H: [proposal('PRG', 'Prague')], F: [] },
    promoCampaign: {
      h: { ctaKey: 'promo.h.cta', ctaUrl: '/H', titleKey: 'promo.h.title', subtitleKey: 'promo.h.subtitle' },
    },
  });
  const i18n = createTestI18n({
    landing,
    common: { promo: { h: { cta: 'Find a hotel', title: 'Hotels for less', subtitle: 'Every budget' } } },
  });
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <LandingPage
            activeProduct="DP"
            onDestinationSelect={onDestinationSelect}
            searchBox={<form aria-label="search" />}
          />
        </BrandProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return { brand, onDestinationSelect };
}

describe('LandingPage', () => {
  it('shows the brand hero with an eager, high-priority image and the search box slot', async () => {
    const { brand } = renderLanding(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(brand.landingContent.heroTitle);
    await screen.findByRole('heading', { name: 'Hotels for less' });
    const hero = document.querySelector('img[fetchpriority="high"]');
    expect(hero?.getAttribute('src')).toBe(brand.landingContent.heroBackgroundImage);
    expect(hero?.getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('form', { name: 'search' })).toBeTruthy();
    // Every other image waits until it is near the viewport and reserves its box (no layout shift).
    const others = [...document.querySelectorAll('img')].filter((image) => image !== hero);
    expect(others.length).toBeGreaterThan(0);
    for (const image of others) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('width')).toBeTruthy();
      expect(image.getAttribute('height')).toBeTruthy();
    }
  });

  it("lists the active product's proposals; choosing one sends its destination", async () => {
    const { onDestinationSelect } = renderLanding(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Search: Trips to Lisbon' }));
    expect(screen.queryByText('Trips to Prague')).toBeNull();
    expect(onDestinationSelect).toHaveBeenCalledWith({ code: 'LIS', name: 'Lisbon' }, 'DP');
    await userEvent.click(await screen.findByRole('button', { name: 'Search this deal: Weekend in Rome' }));
    expect(onDestinationSelect).toHaveBeenLastCalledWith({ code: 'ROM', name: 'Rome' }, 'H');
  });

  it('renders promo banners from their translation keys with an in-app link', async () => {
    renderLanding(false);
    expect(await screen.findByRole('heading', { name: 'Hotels for less' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a hotel' }).getAttribute('href')).toBe('/H');
  });

  it('shows the club section only for club brands', async () => {
    renderLanding(true);
    expect(await screen.findByRole('heading', { name: landing.club.title })).toBeTruthy();
  });

  it('paints the hero first and the sections below it one by one afterwards', async () => {
    renderLanding(false);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search: Trips to Lisbon' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hotels for less' })).toBeNull();
    await screen.findByRole('button', { name: 'Search: Trips to Lisbon' });
    await screen.findByRole('heading', { name: 'Hotels for less' });
  });

  it('has no club section otherwise', async () => {
    renderLanding(false);
    await screen.findByRole('heading', { name: 'Hotels for less' });
    expect(screen.queryByRole('heading', { name: landing.club.title })).toBeNull();
  });
});
