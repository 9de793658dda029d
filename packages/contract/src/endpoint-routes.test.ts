import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { endpointGroups, endpoints } from './index';
import { loadEndpoint } from './endpoint-route';
import type { EndpointRoute } from './endpoint-route';
import * as generated from './endpoint-routes.gen';
import { renderEndpointRoutes, routesName } from './endpoint-routes-render';

const SRC = fileURLToPath(new URL('./', import.meta.url));

describe('endpoint routes (schema-free halves of the endpoints, for the web first screen)', () => {
  it('the endpoint-routes*.gen.ts files are what the endpoints generate (npm run generate -w packages/contract)', async () => {
    for (const [file, source] of Object.entries(renderEndpointRoutes(endpointGroups))) {
      const target = path.join(SRC, file);
      const expected = await format(source, { ...(await resolveConfig(target)), filepath: target });
      expect(readFileSync(target, 'utf8'), file).toBe(expected);
    }
  });

  it('every endpoint has a route with its id, service, method, path and raw flag, and no schema', () => {
    const routes = Object.keys(endpointGroups).flatMap((group) =>
      Object.values((generated as unknown as Record<string, Record<string, EndpointRoute>>)[routesName(group)] ?? {}),
    );
    expect(routes).toHaveLength(endpoints.length);
    for (const endpoint of endpoints) {
      const route = routes.find((candidate) => candidate.id === endpoint.id);
      expect(route).toMatchObject({ service: endpoint.service, method: endpoint.method, path: endpoint.path });
      expect(route?.raw ?? false).toBe(endpoint.raw ?? false);
      expect(route).not.toHaveProperty('result');
    }
  });

  it('loadEndpoint gives back the endpoint a route stands for, schemas included', async () => {
    const endpoint = await loadEndpoint(generated.shoppingHdpRoutes.SearchDestinations);
    expect(endpoint).toBe(endpointGroups.shoppingHdp.SearchDestinations);
    expect(endpoint.result.safeParse({ items: 'nope' }).success).toBe(false);
  });

  it('loadEndpoint rejects a route that names no endpoint (a clear error, not undefined)', async () => {
    const unknownGroup = { ...generated.contentRoutes.GetConfig, group: 'nope' } as unknown as EndpointRoute;
    await expect(loadEndpoint(unknownGroup)).rejects.toThrow('Unknown endpoint group "nope"');
    const unknownId = { ...generated.contentRoutes.GetConfig, id: 'Content.Nope' } as unknown as EndpointRoute;
    await expect(loadEndpoint(unknownId)).rejects.toThrow('No endpoint Content.Nope');
  });
});
