import { describe, expect, it } from 'vitest';
import { repairPageUrl } from './repair-page-url';

describe('repairPageUrl', () => {
  it('leaves an address that decodes alone', () => {
    expect(repairPageUrl('/trips/WF-AB12')).toBeNull();
    expect(repairPageUrl('/H?destination=%ZZ')).toBeNull();
    expect(repairPageUrl('/caf%C3%A9')).toBeNull();
  });

  it('escapes a stray percent sign, keeping the query', () => {
    expect(repairPageUrl('/nope/%ZZ?a=1')).toBe('/nope/%25ZZ?a=1');
    expect(repairPageUrl('/%')).toBe('/%25');
    expect(repairPageUrl('/trips/WF-AB%')).toBe('/trips/WF-AB%25');
  });

  it('escapes every percent sign when the bytes are no text', () => {
    const repaired = repairPageUrl('/%E0%A4%A')!;
    expect(repaired).toBe('/%25E0%25A4%25A');
    expect(() => decodeURIComponent(repaired)).not.toThrow();
    expect(repairPageUrl('/%C3%28')).toBe('/%25C3%2528');
  });
});
