/** spec §6 and §9: developer tools appear only when the host is localhost (the default developer host). */
export const DEV_HOST = 'localhost';

/** Exactly `localhost`: not `127.0.0.1`, not `tophotel.localhost` (design.md security). */
export function isDevHost(hostname: string): boolean {
  return hostname === DEV_HOST;
}

/** spec §2: a test token is added by redirecting to the root with the token in query parameter a. */
export function testTokenHref(token: string): string {
  return `/?a=${encodeURIComponent(token)}`;
}
