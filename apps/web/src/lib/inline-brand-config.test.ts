import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_CONFIG_ELEMENT_ID, takeInlineBrandConfig } from './inline-brand-config';

function inline(domain: string, text: string) {
  const element = document.createElement('script');
  element.id = BRAND_CONFIG_ELEMENT_ID;
  element.type = 'application/json';
  element.dataset.domain = domain;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(BRAND_CONFIG_ELEMENT_ID)?.remove());

describe('takeInlineBrandConfig', () => {
  it('returns the inlined JSON for the domain once, then null', () => {
    inline('localhost', '{"data":{"id":1}}');
    expect(takeInlineBrandConfig('localhost')).toEqual({ data: { id: 1 } });
    expect(takeInlineBrandConfig('localhost')).toBeNull();
  });

  it('ignores a configuration for another domain', () => {
    inline('club.localhost', '{"data":{}}');
    expect(takeInlineBrandConfig('localhost')).toBeNull();
  });

  it('returns null when there is no element or it is not JSON', () => {
    expect(takeInlineBrandConfig('localhost')).toBeNull();
    inline('localhost', '{oops');
    expect(takeInlineBrandConfig('localhost')).toBeNull();
  });
});
