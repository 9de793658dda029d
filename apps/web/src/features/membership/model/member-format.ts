import { numberFormat } from '../../../lib/intl-format';
/** "12,000" in the brand's language. */
export const formatPoints = (points: number, language: string) => numberFormat(language).format(points);

/** A money amount in the brand's language, with cents only when there are some. */
export function formatAmount(amount: number, currency: string, language: string): string {
  const whole = Number.isInteger(amount);
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * Where the partner's sign-in page sends the member back to: this page, so the token in `?a=` (spec §4) signs
 * them in right here. Same-origin sign-in paths get it as `returnUrl`; so do https partner pages.
 */
export function signInHref(memberSignInUrl: string, returnTo: string): string {
  const base = memberSignInUrl.startsWith('/') ? 'https://same-origin.invalid' : undefined;
  const url = new URL(memberSignInUrl, base);
  url.searchParams.set('returnUrl', returnTo);
  return base ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
