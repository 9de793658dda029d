import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helper';
import { SSR_BUILD, makeWebDist } from './web-dist-fixture';

// Issue 16 item 3: the API renders the real React app (apps/web src/app/ssr/entry-server.tsx, here from source
// so the tests do not wait for CI's web build) into a built index.html fixture.
const SSR_ENTRY = fileURLToPath(new URL('../../web/src/app/ssr/entry-server.tsx', import.meta.url));

export interface SsrApp {
  app: FastifyInstance;
  /** The fixture's web build (a test may rebuild files in it). */
  distDir: string;
  close: () => Promise<void>;
}

/** An API that server-renders the web app, over the SSR_BUILD fixture unless told otherwise. */
export async function startSsrApp(
  options: { supplierLatencyMs?: number; build?: Parameters<typeof makeWebDist>[0] } = {},
): Promise<SsrApp> {
  const dist = await makeWebDist(options.build ?? SSR_BUILD);
  const app = await buildTestApp({
    env: { SUPPLIER_LATENCY_MS: String(options.supplierLatencyMs ?? 20), LOG_LEVEL: 'error' },
    config: { webDistDir: dist.dir, webSsrEntry: SSR_ENTRY },
  });
  return {
    app,
    distDir: dist.dir,
    close: async () => {
      await app.close();
      await dist.remove();
    },
  };
}

/** The wf-ssr-state element's text: the queries and answers the browser hydrates with. */
export const ssrStateText = (html: string) => /<script id="wf-ssr-state"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
