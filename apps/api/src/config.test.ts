import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_KEY, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: './data',
      supplierLatencyMs: 300,
      cartTtlMinutes: 30,
      rateLimitMax: 3000,
      environment: 'development',
      devKey: DEV_KEY,
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.email).toEqual({ smtpUrl: undefined, from: 'Wayfare <no-reply@wayfare.example>', pollMs: 5000 });
  });

  it('takes an SMTP server only as smtp:// or smtps://', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).email.smtpUrl).toBe(
      'smtps://user:pass@mail.example:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
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

  const secrets = {
    SSO_SIGNING_SECRET: 'a-production-sso-secret',
    ACCESS_TOKEN_SECRET: 'a-production-access-secret',
    EVENTS_TOKEN: 'a-production-events-token',
  };

  it('refuses the development secrets in production and has no default developer key there', () => {
    expect(() => loadConfig({ APP_ENVIRONMENT: 'production' })).toThrow(
      /SSO_SIGNING_SECRET[\s\S]*ACCESS_TOKEN_SECRET[\s\S]*EVENTS_TOKEN/,
    );
    const config = loadConfig({ APP_ENVIRONMENT: 'production', ...secrets });
    expect(config).toMatchObject({ isProduction: true, isDevelopment: false, host: '0.0.0.0' });
    expect(config.devKey).toBeUndefined();
  });

  it('accepts only development, test and production, naming the variable (issue 15 item 4)', () => {
    for (const value of ['Production', 'prod', 'staging', 'PRODUCTION', ' production']) {
      expect(() => loadConfig({ APP_ENVIRONMENT: value, ...secrets }), value).toThrow(/APP_ENVIRONMENT/);
    }
    expect(loadConfig({ APP_ENVIRONMENT: 'test', ...secrets })).toMatchObject({
      isDevelopment: false,
      host: 'localhost',
    });
  });

  it('requires the secrets outside development, test included', () => {
    expect(() => loadConfig({ APP_ENVIRONMENT: 'test' })).toThrow(/SSO_SIGNING_SECRET[\s\S]*refused in test/);
  });

  it('listens on loopback unless production or HOST says otherwise; an unset environment stays on loopback', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ APP_ENVIRONMENT: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/APP_ENVIRONMENT: must be set/);
  });
});
