import { FLAGS, isFlagEnabled } from './flags';
import type { FeatureToggle } from '@wayfare/contract';

/** The stored setting that turns maintenance on from the browser (spec §4), e.g. for a support check. */
export const MAINTENANCE_STORAGE_KEY = 'maintenance-mode';

/** Reads the stored setting; storage that is disabled or throws counts as absent. */
export function readMaintenanceSetting(storage: Pick<Storage, 'getItem'> | null | undefined): string | null {
  try {
    return storage?.getItem(MAINTENANCE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * spec §4: maintenance mode is set by the `travel.general.maintenance` flag and can be overridden by a stored
 * setting whose value 'true' (exactly) turns it on. Any other stored value leaves the flag's decision.
 */
export function isMaintenanceMode(
  toggles: readonly FeatureToggle[] | undefined,
  storedSetting: string | null,
): boolean {
  return storedSetting === 'true' || isFlagEnabled(toggles, FLAGS.maintenance);
}
