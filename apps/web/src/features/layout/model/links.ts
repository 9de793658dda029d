/** A `tel:` URI for a displayed phone number: keeps a leading + and the digits (spaces, dots, dashes dropped). */
export function telHref(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * design.md security: a brand-configured URL is used only when it is https or a same-origin path (never
 * `javascript:`, `data:` or protocol-relative). The brand schema checks this already; scripts check again
 * because a bad one runs code.
 */
export function isSafeBrandUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  const value = url.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
