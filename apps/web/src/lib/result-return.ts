/**
 * Back from a hotel or a flight, the results open at the card the traveller left them from.
 *
 * The browser's own scroll restoration cannot do it: it restores at `popstate`, over the page being left (a
 * shorter hotel page clamps the position), before the results render; the results render their first cards first
 * (use-progressive-list.ts) and lay out the later ones near the viewport with a placeholder height
 * (`content-visibility`), so a saved pixel offset lands on another card. The card itself is remembered instead:
 * its id and the results URL, for this tab (sessionStorage), and only one at a time.
 */

const KEY = 'wayfare.resultReturn';

export interface ResultReturn {
  /** The results URL (path and query) the card was opened from. */
  url: string;
  /** The card's result id. */
  id: string;
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage denied (privacy settings): the results simply open at the top.
    return null;
  }
}

function read(storage: Storage | null): ResultReturn | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { url, id } = value as Record<string, unknown>;
    return typeof url === 'string' && typeof id === 'string' && id ? { url, id } : null;
  } catch {
    return null;
  }
}

/** A card of the results at `url` is being opened. */
export function rememberResult(url: string, id: string, storage = tabStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ url, id } satisfies ResultReturn));
  } catch {
    // Full or denied storage: nothing to return to, nothing else breaks.
  }
}

/** The results URL a card was last opened from in this tab, if any. */
export function resultsLeftFrom(storage = tabStorage()): string | null {
  return read(storage)?.url ?? null;
}

/** The card to bring back into view at `url`, if the traveller left these results from one. */
export function resultToReturnTo(url: string, storage = tabStorage()): string | null {
  const saved = read(storage);
  return saved && saved.url === url ? saved.id : null;
}

/** The return is done (or the results were reached another way): forget it. */
export function forgetResult(storage = tabStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Denied storage holds nothing.
  }
}
