import { RUNTIME_CONFIG_ELEMENT_ID } from '@wayfare/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigError, getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtime-config';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = RUNTIME_CONFIG_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

const noFetch = vi.fn<typeof fetch>(() => Promise.reject(new Error('must not fetch')));

describe('loadRuntimeConfig', () => {
  afterEach(() => noFetch.mockClear());

  it('reads the inline JSON element and applies the schema defaults', async () => {
    const config = await loadRuntimeConfig(pageWith('{"brandDomain":"tophotel.localhost","styleNonce":"n0"}'), noFetch);
    expect(config).toMatchObject({
      brandDomain: 'tophotel.localhost',
      bookingApiUrl: '',
      welfareApiUrl: '',
      translationsUrl: '/i18n',
      styleNonce: 'n0',
    });
    expect(noFetch).not.toHaveBeenCalled();
  });

  it('reads escaped "<" in the inline JSON (the API escapes it as \\u003c)', async () => {
    const config = await loadRuntimeConfig(pageWith('{"tagManagerBaseUrl":"\\u003cx"}'), noFetch);
    expect(config.tagManagerBaseUrl).toBe('<x');
  });

  it('falls back to /config.json when the page has no inline config', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ environment: 'production' }));
    const config = await loadRuntimeConfig(pageWith(null), fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ credentials: 'same-origin' }));
    expect(config.environment).toBe('production');
  });

  it('names the bad field when the config fails the schema', async () => {
    await expect(loadRuntimeConfig(pageWith('{"environment":""}'), noFetch)).rejects.toThrow(
      /Invalid runtime configuration from #runtime-config: environment:/,
    );
  });

  it('rejects unreadable inline JSON with a clear error', async () => {
    await expect(loadRuntimeConfig(pageWith('{oops'), noFetch)).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('reports HTTP, network and JSON failures of /config.json', async () => {
    await expect(loadRuntimeConfig(pageWith(null), async () => new Response('nope', { status: 500 }))).rejects.toThrow(
      'HTTP 500',
    );
    await expect(
      loadRuntimeConfig(pageWith(null), () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('network error');
    await expect(loadRuntimeConfig(pageWith(null), async () => new Response('<html>'))).rejects.toThrow(
      'not valid JSON',
    );
  });
});

describe('runtime config store', () => {
  it('returns what the bootstrap installed', async () => {
    const config = await loadRuntimeConfig(pageWith('{}'), noFetch);
    setRuntimeConfig(config);
    expect(getRuntimeConfig()).toBe(config);
  });
});
