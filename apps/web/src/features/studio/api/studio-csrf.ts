/**
 * The session's CSRF token (issue 20): SignIn and Me return it; every studio change sends it as `X-CSRF-Token`.
 * Kept in memory only (never storage): a reload asks Me again.
 */
let csrfToken = '';

export function setStudioCsrf(token: string): void {
  csrfToken = token;
}

export function studioHeaders(): Record<string, string> {
  return csrfToken ? { 'X-CSRF-Token': csrfToken } : {};
}
