/**
 * spec §7 "Other loads": a tag-manager script for one brand origin when the tracking flag is on, its path built
 * from the brand base and the environment. The one origin is the flagship (localhost) demo brand's.
 */
export const TAG_MANAGER_BRAND_ORIGIN = 'WAYFARE';
/** spec §9 cache-invalidation flags: the tag manager's feature flag. */
export const TAG_MANAGER_FLAG = 'travel.tracking.lmn_tealium';

/** `{tagManagerBaseUrl}/{brandBase}/{environment}/utag.js`; null without a base URL (then nothing loads). */
export function tagManagerScriptUrl(baseUrl: string, brandBase: string, environment: string): string | null {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (!base) return null;
  return `${base}/${encodeURIComponent(brandBase)}/${encodeURIComponent(environment)}/utag.js`;
}

export interface TagManagerInputs {
  brandOrigin: string;
  flagEnabled: boolean;
  measurementAllowed: boolean;
  ssoSettled: boolean;
}

/**
 * Loads only for its brand origin, with the flag on, after sign-in settled (no token in the URL) and with
 * measurement consent (design.md: no tag before consent).
 */
export function shouldLoadTagManager(inputs: TagManagerInputs): boolean {
  return (
    inputs.brandOrigin.toUpperCase() === TAG_MANAGER_BRAND_ORIGIN &&
    inputs.flagEnabled &&
    inputs.measurementAllowed &&
    inputs.ssoSettled
  );
}
