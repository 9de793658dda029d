import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_KEY, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      supplierLatencyMs: 300,
      cartTtlMinutes: 30,
      rateLimitMax: 3000,
      environment: 'development',
      devKey: DEV_KEY,
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_BOOKING_API_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_BOOKING_API_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', RATE_LIMIT_MAX: 'many' })).toThrow(/PORT[\s\S]*RATE_LIMIT_MAX/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('refuses the development secrets in production and has no default developer key there', () => {
    expect(() => loadConfig({ APP_ENVIRONMENT: 'production' })).toThrow(/SSO_SIGNING_SECRET[\s\S]*ACCESS_TOKEN_SECRET/);
    const config = loadConfig({
      APP_ENVIRONMENT: 'production',
      SSO_SIGNING_SECRET: 'a-production-sso-secret',
      ACCESS_TOKEN_SECRET: 'a-production-access-secret',
    });
    expect(config.isProduction).toBe(true);
    expect(config.devKey).toBeUndefined();
  });
});
