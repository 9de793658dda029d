import { runtimeConfigSchema } from '@wayfare/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_REFRESH_MESSAGE, previewFrameName } from '../../../lib/studio-preview';

const TOKEN = `atlas.localhost.1795700000.${'a'.repeat(43)}`;
const bodies: unknown[] = [];
const server = setupServer(
  http.post('https://welfare.test/api/services/app/FeatureToogle/FlagProviderList', async ({ request }) => {
    bodies.push(await request.json());
    const toggles = [{ name: 'travel.search.v2', enabled: true }];
    return HttpResponse.json({ result: { toggles }, success: true, error: null, unAuthorizedRequest: false });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.name = '';
});
afterAll(() => server.close());
beforeEach(() => {
  bodies.length = 0;
  // The preview is read once per page from the frame's name: fresh modules per test.
  vi.resetModules();
});

async function renderFlags(domainName: string) {
  // Imported after the reset, so the hook shares its React Query and runtime-config modules with the test.
  const { setRuntimeConfig } = await import('../../../lib/runtime-config');
  setRuntimeConfig(runtimeConfigSchema.parse({ welfareApiUrl: 'https://welfare.test' }));
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { createQueryClient } = await import('../../../lib/query-client');
  const { useFeatureFlags } = await import('./get-feature-flags');
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useFeatureFlags({ domainName }), { wrapper });
  await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
  return hook;
}

describe('useFeatureFlags', () => {
  it('asks for the published flags of the brand outside a studio preview', async () => {
    await renderFlags('atlas.localhost');
    expect(bodies).toEqual([{ domainName: 'atlas.localhost' }]);
  });

  it("asks for the draft's flags in a studio preview frame and again after each save (issue 20)", async () => {
    window.name = previewFrameName(TOKEN);
    await renderFlags('atlas.localhost');
    expect(bodies).toEqual([{ domainName: 'atlas.localhost', preview: TOKEN }]);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: PREVIEW_REFRESH_MESSAGE, origin: location.origin }));
    });
    await waitFor(() => expect(bodies).toHaveLength(2));
  });

  it('never sends the token of one domain with another', async () => {
    window.name = previewFrameName(TOKEN);
    await renderFlags('club.localhost');
    expect(bodies).toEqual([{ domainName: 'club.localhost' }]);
  });
});
