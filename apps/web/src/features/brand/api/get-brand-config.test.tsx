import { QueryClientProvider } from '@tanstack/react-query';
import { runtimeConfigSchema } from '@wayfare/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MALFORMED_RESPONSE } from '../../../lib/http/api-error';
import { createQueryClient } from '../../../lib/query-client';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { rawBrandAttributes, rawBrandResponse } from '../../../test/brand-fixtures';
import {
  BRAND_CONFIG_POPULATE,
  BrandConfigError,
  getBrandConfig,
  resolveBrandDomain,
  useBrandConfig,
} from './get-brand-config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig(runtimeConfigSchema.parse({ welfareApiUrl: 'https://welfare.test' })));

const CONFIG_URL = 'https://welfare.test/api/content/brand-configurations/:domain';

describe('getBrandConfig', () => {
  it('asks for every part with populate[n] and normalises the answer', async () => {
    let url: URL | undefined;
    server.use(
      http.get(CONFIG_URL, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json(rawBrandResponse(rawBrandAttributes({ domain: 'club.localhost' })));
      }),
    );
    const brand = await getBrandConfig({ domain: 'club.localhost' });
    expect(url?.pathname).toBe('/api/content/brand-configurations/club.localhost');
    BRAND_CONFIG_POPULATE.forEach((part, index) => expect(url?.searchParams.get(`populate[${index}]`)).toBe(part));
    expect(BRAND_CONFIG_POPULATE).toHaveLength(12);
    expect(brand.domain).toBe('club.localhost');
    expect(brand.brand.currency).toBe('EUR');
  });

  it('rejects an off-contract response as MALFORMED_RESPONSE', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.json({ data: { id: 'x' } })));
    await expect(getBrandConfig({ domain: 'localhost' })).rejects.toMatchObject({ message: MALFORMED_RESPONSE });
  });

  it('rejects a configuration missing a required part with a BrandConfigError', async () => {
    const { theme: _theme, ...rest } = rawBrandAttributes();
    server.use(http.get(CONFIG_URL, () => HttpResponse.json(rawBrandResponse(rest))));
    const error = await getBrandConfig({ domain: 'localhost' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandConfigError);
    expect((error as BrandConfigError).failure.kind).toBe('missing-parts');
  });
});

describe('resolveBrandDomain', () => {
  it('prefers the runtime config override, else the host name', () => {
    expect(resolveBrandDomain({ brandDomain: 'tophotel.localhost' }, 'localhost')).toBe('tophotel.localhost');
    expect(resolveBrandDomain({}, 'club.localhost')).toBe('club.localhost');
  });
});

describe('useBrandConfig', () => {
  it('exposes a failed load as query error state instead of throwing into React', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(CONFIG_URL, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBrandConfig({ domain: 'localhost' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Request failed with status code 500');
  });
});
