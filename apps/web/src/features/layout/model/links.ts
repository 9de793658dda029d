import { isSafeBrandUrl as isSafeUrl } from '@wayfare/contract';

/** A `tel:` URI for a displayed phone number: keeps a leading + and the digits (spaces, dots, dashes dropped). */
export function telHref(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * design.md security: a brand-configured URL is used only when it is https or a path that stays on this
 * origin (the contract's parser-based rule, the same one the API checks seed files with). The brand
 * schema checks this already; links and scripts check again because a bad one runs code or leaves the site.
 */
export function isSafeBrandUrl(url: string | undefined | null): url is string {
  return isSafeUrl(url, globalThis.location?.origin);
}
