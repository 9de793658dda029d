import { describe, expect, it } from 'vitest';
import { contentApi, populatedParts } from './content';
import { dealsApi } from './deals';
import { eventsApi } from './events';
import { featureToggleApi, KNOWN_TOGGLES } from './feature-toggle';
import { tokenAuthApi } from './token-auth';
import { translationsApi } from './translations';

describe('content', () => {
  const query = contentApi.GetConfig.query;

  it('parses populate as *, one part, a list or a comma list', () => {
    expect(populatedParts(query.parse({ populate: '*' }).populate)).toHaveLength(12);
    expect(query.parse({ populate: 'theme' }).populate).toEqual(['theme']);
    expect(query.parse({ populate: ['theme', 'offers'] }).populate).toEqual(['theme', 'offers']);
    expect(query.parse({ populate: 'theme,brandDetails' }).populate).toEqual(['theme', 'brandDetails']);
    expect(populatedParts(query.parse({}).populate)).toEqual([]);
  });

  it('rejects unknown parts and odd domains', () => {
    expect(query.safeParse({ populate: ['theme', 'secrets'] }).success).toBe(false);
    expect(contentApi.GetConfig.params.safeParse({ domain: 'club.localhost' }).success).toBe(true);
    expect(contentApi.GetConfig.params.safeParse({ domain: '../etc/passwd' }).success).toBe(false);
  });
});

describe('feature toggles', () => {
  it('knows the three spec §9 flags', () => {
    expect(KNOWN_TOGGLES.map((toggle) => toggle.name)).toEqual([
      'travel.general.maintenance',
      'travel.search.v2',
      'travel.tracking.lmn_tealium',
    ]);
  });

  it('rejects unknown body fields', () => {
    expect(featureToggleApi.FlagProviderList.body.safeParse({ domainName: 'localhost' }).success).toBe(true);
    expect(featureToggleApi.FlagProviderList.body.safeParse({ domainName: 'localhost', x: 1 }).success).toBe(false);
    expect(featureToggleApi.IsFeatureEnabled.query.safeParse({}).success).toBe(false);
  });
});

describe('token auth', () => {
  it('accepts an empty external token (spec §3) and a null result', () => {
    expect(tokenAuthApi.AuthenticateExternal.body.safeParse({ token: '', domainName: 'localhost' }).success).toBe(true);
    expect(tokenAuthApi.AuthenticateExternal.result.parse(null)).toBeNull();
  });

  it('requires the domain', () => {
    expect(tokenAuthApi.AuthenticateExternal.body.safeParse({ token: 'abc' }).success).toBe(false);
  });
});

describe('events', () => {
  const event = {
    eventName: 'viewed.app-error-[brand-config]',
    logLevel: 'error',
    eventProperties: { route: '/', retry: 2 },
    eventData: {
      appVersion: '1.0.0',
      brand: 'Wayfare',
      domain: 'localhost',
      fingerprint: 'f-1',
      sessionFingerprint: 's-1',
    },
    project: 'wayfare-web',
  };

  it('accepts a spec §3 tracking event', () => {
    expect(eventsApi.Track.body.safeParse(event).success).toBe(true);
  });

  it('rejects unknown log levels, nested properties and extra data', () => {
    expect(eventsApi.Track.body.safeParse({ ...event, logLevel: 'fatal' }).success).toBe(false);
    expect(eventsApi.Track.body.safeParse({ ...event, eventProperties: { user: { email: 'x' } } }).success).toBe(false);
    expect(eventsApi.Track.body.safeParse({ ...event, eventData: { ...event.eventData, token: 't' } }).success).toBe(
      false,
    );
  });
});

describe('translations and deals', () => {
  it('accepts the four languages only', () => {
    expect(translationsApi.GetTranslations.params.safeParse({ namespace: 'common', language: 'fr' }).success).toBe(
      true,
    );
    expect(translationsApi.GetTranslations.params.safeParse({ namespace: 'common', language: 'de' }).success).toBe(
      false,
    );
  });

  it('parses nested translation files', () => {
    expect(translationsApi.GetTranslations.result.safeParse({ a: { b: 'x' }, c: 'y' }).success).toBe(true);
    expect(translationsApi.GetTranslations.result.safeParse({ a: 1 }).success).toBe(false);
  });

  it('requires a business profile', () => {
    expect(dealsApi.GetDealsByBP.query.safeParse({ businessProfile: 'bp-dp' }).success).toBe(true);
    expect(dealsApi.GetDealsByBP.query.safeParse({}).success).toBe(false);
  });
});
