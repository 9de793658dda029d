import { membershipApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

/** Issue 18: member data prefills checkout; travellers are saved for next time only with consent. */
const MEMBERSHIP = '/api/services/app/Membership';
let app: FastifyInstance;

async function signIn(label: string, domainName: string): Promise<string> {
  const token = app.testTokens.find((entry) => entry.label === label)!.token;
  const res = await app.inject({
    method: 'POST',
    url: '/api/TokenAuth/AuthenticateExternal',
    payload: { token, domainName },
  });
  return res.json().result.authApiModel.accessToken as string;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const ada = {
  type: 'ADULT',
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'FEMALE',
  birthDate: '1985-12-10',
  nationality: 'GB',
  document: { type: 'PASSPORT', number: 'YA1234567', issuingCountry: 'GB', expiryDate: '2035-01-01' },
};
const child = {
  type: 'CHILD',
  age: 7,
  firstName: 'Byron',
  lastName: 'Lovelace',
  gender: 'MALE',
  birthDate: '2019-03-02',
};

const save = (token: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `${MEMBERSHIP}/SaveTravellers`,
    headers: bearer(token),
    payload: payload as object,
  });
const list = async (token: string) => {
  const res = await app.inject({ method: 'GET', url: `${MEMBERSHIP}/GetSavedTravellers`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return membershipApi.GetSavedTravellers.result.parse(res.json().result).travellers;
};

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

describe('member checkout data (issue 18)', () => {
  it("gives the member's name, e-mail and phone from the partner's token for the contact step", async () => {
    const token = await signIn('Member - 50,000 points', 'localhost');
    const res = await app.inject({ method: 'GET', url: `${MEMBERSHIP}/GetMemberProfile`, headers: bearer(token) });
    expect(res.json().result).toMatchObject({
      displayName: 'Alex Martin',
      email: 'alex.martin@example.com',
      phone: { countryCode: '+39', number: '3331234567' },
    });
  });

  it('saves travellers only with consent, offers them next time, and updates the same person instead of repeating', async () => {
    const token = await signIn('Member - 50,000 points', 'localhost');
    expect(await list(token)).toEqual([]);
    const refused = await save(token, { travellers: [ada] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toMatch(/consent/);
    expect((await save(token, { consent: false, travellers: [ada] })).statusCode).toBe(400);

    expect((await save(token, { consent: true, travellers: [ada, child] })).statusCode).toBe(200);
    // The next checkout (a new sign-in) finds them; a child's age belongs to one trip and is not kept.
    const next = await list(await signIn('Member - 50,000 points', 'localhost'));
    expect(next.map((traveller) => traveller.firstName).sort()).toEqual(['Ada', 'Byron']);
    expect(next.find((traveller) => traveller.firstName === 'Byron')).not.toHaveProperty('age');
    expect(next.find((traveller) => traveller.firstName === 'Ada')?.document?.number).toBe('YA1234567');

    const renewed = { ...ada, firstName: ' ada ', document: { ...ada.document, number: 'YB7654321' } };
    const after = (await save(token, { consent: true, travellers: [renewed] })).json().result.travellers;
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ document: { number: 'YB7654321' } });
  });

  it("keeps each member's travellers to that member, and refuses anonymous calls", async () => {
    const other = await signIn('Member - no points', 'localhost');
    expect(await list(other)).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: `${MEMBERSHIP}/GetSavedTravellers` });
    expect(anonymous.statusCode).toBe(401);
    const anonymousSave = await app.inject({
      method: 'POST',
      url: `${MEMBERSHIP}/SaveTravellers`,
      payload: { consent: true, travellers: [ada] },
    });
    expect(anonymousSave.statusCode).toBe(401);
  });
});
