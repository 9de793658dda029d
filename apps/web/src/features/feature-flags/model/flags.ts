import type { FeatureToggle, KnownToggleName } from '@wayfare/contract';

/** spec §9 flag names the web app reads. */
export const FLAGS = {
  maintenance: 'travel.general.maintenance',
  searchV2: 'travel.search.v2',
  tealium: 'travel.tracking.lmn_tealium',
} as const satisfies Record<string, KnownToggleName>;

/** Whether `name` is on; unknown or absent flags are off (as the service answers for them). */
export function isFlagEnabled(toggles: readonly FeatureToggle[] | undefined, name: string): boolean {
  return toggles?.some((toggle) => toggle.name === name && toggle.enabled) ?? false;
}
