import { KNOWN_TOGGLES } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const base = '/api/services/app/FeatureToogle';
const flags = async (domainName: string) =>
  (await app.inject({ method: 'POST', url: `${base}/FlagProviderList`, payload: { domainName } })).json().result;

describe('feature toggles', () => {
  it('lists the seeded spec §9 flags per brand: maintenance off, tealium only on localhost', async () => {
    expect(await flags('localhost')).toEqual({
      toggles: [
        { name: 'travel.general.maintenance', enabled: false },
        { name: 'travel.search.v2', enabled: true },
        { name: 'travel.tracking.lmn_tealium', enabled: true },
      ],
    });
    const club = (await flags('club.localhost')).toggles;
    expect(club.find((t: { name: string }) => t.name === 'travel.tracking.lmn_tealium').enabled).toBe(false);
    expect(club.find((t: { name: string }) => t.name === 'travel.general.maintenance').enabled).toBe(false);
  });

  it('gives an empty list for an unknown domain', async () => {
    expect(await flags('nowhere.example')).toEqual({ toggles: [] });
  });

  it('answers IsFeatureEnabled from the database, unknown flags off', async () => {
    const ask = async (query: string, host = 'localhost') =>
      (await app.inject({ method: 'POST', url: `${base}/IsFeatureEnabled?${query}`, headers: { host } })).json();
    expect((await ask('featureName=travel.tracking.lmn_tealium&domainName=localhost')).result).toBe(true);
    expect((await ask('featureName=travel.tracking.lmn_tealium&domainName=club.localhost')).result).toBe(false);
    expect((await ask('featureName=no.such.flag&domainName=localhost')).result).toBe(false);
    // Without domainName the request's host is the brand (spec §7 sends only featureName).
    expect((await ask('featureName=travel.tracking.lmn_tealium', 'localhost:8080')).result).toBe(true);
    expect((await ask('featureName=travel.tracking.lmn_tealium', 'club.localhost:8080')).result).toBe(false);

    await app.featureToggleRepository.set('club.localhost', 'travel.general.maintenance', true);
    expect((await ask('featureName=travel.general.maintenance&domainName=club.localhost')).result).toBe(true);
    await app.featureToggleRepository.set('club.localhost', 'travel.general.maintenance', false);
  });

  it('requires featureName', async () => {
    const res = await app.inject({ method: 'POST', url: `${base}/IsFeatureEnabled` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].field).toBe('featureName');
  });

  it('lists the known toggles with descriptions', async () => {
    const res = await app.inject({ method: 'POST', url: `${base}/ListKnowToggles` });
    expect(res.json().result.toggles).toEqual(KNOWN_TOGGLES.map(({ name, description }) => ({ name, description })));
  });
});
