import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const autocomplete = (query: string) => app.inject(`/api/services/app/Destinations/Autocomplete?${query}`);

describe('destination autocomplete', () => {
  it('puts the city first, then its airports, in the request language', async () => {
    const res = await autocomplete('term=rom&language=it');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().result.items;
    expect(items[0]).toMatchObject({ code: 'ROM', type: 'CITY', name: 'Roma', country: 'IT', iata: 'ROM' });
    expect(items.slice(1, 3).map((item: { code: string }) => item.code)).toEqual(['FCO', 'CIA']);
    expect(items.length).toBeLessThanOrEqual(20);
  });

  it('ignores accents and case and finds a city by any of its names', async () => {
    const items = (await autocomplete('term=ZURICH&language=fr')).json().result.items;
    expect(items[0]).toMatchObject({ code: 'ZRH', type: 'CITY', name: 'Zurich' });
    const london = (await autocomplete('term=londres&language=en')).json().result.items;
    expect(london[0]).toMatchObject({ code: 'LON', name: 'London' });
  });

  it('finds an airport by its code first', async () => {
    const items = (await autocomplete('term=fco&language=en')).json().result.items;
    expect(items[0]).toMatchObject({ code: 'FCO', type: 'AIRPORT' });
  });

  it('includes hotel names, but not for flight products', async () => {
    const hotels = (await autocomplete('term=hotel&language=en')).json().result.items;
    expect(hotels.some((item: { type: string }) => item.type === 'HOTEL')).toBe(true);
    const flights = (await autocomplete('term=hotel&language=en&productType=F')).json().result.items;
    expect(flights.some((item: { type: string }) => item.type === 'HOTEL')).toBe(false);
  });

  it('rejects a too short term or an unknown language with 400 naming the field', async () => {
    const short = await autocomplete('term=r&language=en');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.validationErrors.map((e: { field: string }) => e.field)).toContain('term');
    const language = await autocomplete('term=rome&language=de');
    expect(language.statusCode).toBe(400);
    expect(language.json().error.validationErrors.map((e: { field: string }) => e.field)).toContain('language');
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await autocomplete('term=zzzzqx&language=en');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.items).toEqual([]);
  });
});
