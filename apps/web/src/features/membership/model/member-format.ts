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
