import { runtimeConfigSchema } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { resolveUrl } from './resolve-url';

const config = runtimeConfigSchema.parse({
  bookingApiUrl: 'https://booking.example/',
  welfareApiUrl: '',
  eventsUrl: 'https://events.example/collect',
  translationsUrl: 'https://cdn.example/i18n/',
});

describe('resolveUrl', () => {
  it('prefixes booking calls with the booking base URL', () => {
    const url = resolveUrl(
      { service: 'booking', path: '/api/services/app/CartApiService/GetCartConfig' },
      config,
      {},
      {
        cartId: 'c1',
        requestUuid: 'u1',
      },
    );
    expect(url).toBe('https://booking.example/api/services/app/CartApiService/GetCartConfig?cartId=c1&requestUuid=u1');
  });

  it('keeps welfare calls same-origin when the base URL is empty and fills path parameters', () => {
    const url = resolveUrl({ service: 'welfare', path: '/api/content/brand-configurations/{domain}' }, config, {
      domain: 'club.localhost',
    });
    expect(url).toBe('/api/content/brand-configurations/club.localhost');
  });

  it('sends events to the configured receiver URL', () => {
    expect(resolveUrl({ service: 'events', path: '/api/events' }, config)).toBe('https://events.example/collect');
  });

  it('keeps origin calls on the page server', () => {
    expect(resolveUrl({ service: 'origin', path: '/config.json' }, config)).toBe('/config.json');
  });

  it('replaces the /i18n prefix with the translations URL', () => {
    const url = resolveUrl({ service: 'translations', path: '/i18n/{namespace}/{language}.json' }, config, {
      namespace: 'common',
      language: 'it',
    });
    expect(url).toBe('https://cdn.example/i18n/common/it.json');
  });
});
