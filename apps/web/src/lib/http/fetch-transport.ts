/**
 * The `fetch` every API call goes through. In the browser it is the global one; the server renderer
 * (app/ssr/) installs its own, which answers the page's own API in process and carries the visitor's cookie,
 * because a server has no page origin to resolve `/api/...` against.
 */
let transport: typeof fetch | null = null;

/** Installed once by the server entry; null puts the global fetch back (tests). */
export function setFetchTransport(next: typeof fetch | null): void {
  transport = next;
}

export function transportFetch(input: string, init?: RequestInit): Promise<Response> {
  return (transport ?? fetch)(input, init);
}
