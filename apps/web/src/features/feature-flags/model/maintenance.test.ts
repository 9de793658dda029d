import { describe, expect, it } from 'vitest';
import { isFlagEnabled } from './flags';
import { MAINTENANCE_STORAGE_KEY, isMaintenanceMode, readMaintenanceSetting } from './maintenance';

const on = [{ name: 'travel.general.maintenance', enabled: true }];
const off = [{ name: 'travel.general.maintenance', enabled: false }];

describe('isFlagEnabled', () => {
  it('is true only for a listed, enabled flag', () => {
    expect(isFlagEnabled(on, 'travel.general.maintenance')).toBe(true);
    expect(isFlagEnabled(off, 'travel.general.maintenance')).toBe(false);
    expect(isFlagEnabled(on, 'travel.search.v2')).toBe(false);
    expect(isFlagEnabled(undefined, 'travel.general.maintenance')).toBe(false);
  });
});

describe('isMaintenanceMode (spec §4)', () => {
  it('follows the flag when nothing is stored', () => {
    expect(isMaintenanceMode(on, null)).toBe(true);
    expect(isMaintenanceMode(off, null)).toBe(false);
  });

  it("turns on with the stored value 'true', whatever the flag (even when flags failed to load)", () => {
    expect(isMaintenanceMode(off, 'true')).toBe(true);
    expect(isMaintenanceMode(undefined, 'true')).toBe(true);
  });

  it("only the exact value 'true' turns it on; other values keep the flag's decision", () => {
    for (const value of ['TRUE', 'True', ' true', '1', 'yes', '', 'false']) {
      expect(isMaintenanceMode(off, value)).toBe(false);
    }
    expect(isMaintenanceMode(on, 'false')).toBe(true);
  });
});

describe('readMaintenanceSetting', () => {
  it('reads the maintenance-mode key', () => {
    const storage = { getItem: (key: string) => (key === MAINTENANCE_STORAGE_KEY ? 'true' : null) };
    expect(readMaintenanceSetting(storage)).toBe('true');
  });

  it('treats missing or throwing storage as absent', () => {
    expect(readMaintenanceSetting(null)).toBeNull();
    expect(
      readMaintenanceSetting({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });
});
