import { runtimeConfigSchema } from '@wayfare/contract';
import type { BrandConfigAttributes } from '@wayfare/contract';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createQueryClient } from '../../lib/query-client';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { rawBrandAttributes, rawBrandResponse } from '../../test/brand-fixtures';
import { App } from '../app';
import { AppProviders } from '../providers';

// jsdom has no ResizeObserver; React Aria's popovers observe their trigger's size.
if (typeof globalThis.ResizeObserver === 'undefined') {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const TRANSLATIONS_DIR = join(import.meta.dirname, '../../../../api/seed/translations');

/** The API's real translation files, so tests read what visitors read. */
function translations(namespace: string, language: string): unknown {
  try {
    return JSON.parse(readFileSync(join(TRANSLATIONS_DIR, language, `${namespace}.json`), 'utf8'));
  } catch {
    return null;
  }
}

export const testConfig = runtimeConfigSchema.parse({ brandDomain: 'tophotel.localhost' });

/** The top-hotel demo brand (Italian, only H, shown as HGH). */
export function topHotelAttributes(overrides: Partial<BrandConfigAttributes> = {}): BrandConfigAttributes {
  return rawBrandAttributes({
    domain: 'tophotel.localhost',
    language: 'it',
    products: [{ productType: 'H', businessProfileId: 'BP-TOPHOTEL-H' }],
    brandDetails: {
      ...rawBrandAttributes().brandDetails,
      brandName: 'TopHotel Collezione',
      pageTitle: 'TopHotel Collezione',
      isTopHotel: true,
      productTypesOrder: ['H'],
      phoneNumber: '+39 02 5550 1234',
      phonePrivacyPolicyUrl: '/brand-assets/tophotel/privacy.html',
    },
    footer: { legalTextKey: 'legal.tophotel.footer' },
    ...overrides,
  });
}

/** Handlers for what startup calls: brand configuration, feature flags (none on), translations. */
export function startupHandlers({
  brand = topHotelAttributes(),
  toggles = [],
}: { brand?: BrandConfigAttributes; toggles?: { name: string; enabled: boolean }[] } = {}): HttpHandler[] {
  return [
    http.get('*/api/content/brand-configurations/:domain', () => HttpResponse.json(rawBrandResponse(brand))),
    http.post('*/api/services/app/FeatureToogle/FlagProviderList', () =>
      HttpResponse.json({ result: { toggles }, success: true, error: null, unAuthorizedRequest: false }),
    ),
    http.post('*/api/events', () =>
      HttpResponse.json({ result: { accepted: true }, success: true, error: null, unAuthorizedRequest: false }),
    ),
    http.get('*/i18n/:ns/:lng.json', ({ params }) => {
      const body = translations(String(params.ns), String(params.lng));
      return body ? HttpResponse.json(body) : HttpResponse.json({}, { status: 404 });
    }),
  ];
}

/** Renders the whole app at `path`, as main.tsx does. */
export function renderAppAt(path: string) {
  setRuntimeConfig(testConfig);
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <App config={testConfig} />
    </AppProviders>,
  );
}
