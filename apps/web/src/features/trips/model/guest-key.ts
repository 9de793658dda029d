/** What proves a guest's order: its number and the contact email (no account). */
export interface GuestKey {
  orderNumber: string;
  email: string;
}

const STORAGE_KEY = 'wayfare.trips.guest';

/** Order numbers read over the phone come with spaces or in lower case: WF-ABCD… is what the server keeps. */
export function normaliseOrderNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The guest's last lookup, for this tab only (sessionStorage), so a reload of the order page keeps it without
 * putting the email in the address bar. Anything unreadable counts as no lookup.
 */
export function readGuestKey(orderNumber: string, storage: Storage | null = safeSession()): GuestKey | null {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<GuestKey> | null;
    if (!parsed || typeof parsed.email !== 'string' || typeof parsed.orderNumber !== 'string') return null;
    return parsed.orderNumber === normaliseOrderNumber(orderNumber)
      ? { orderNumber: parsed.orderNumber, email: parsed.email }
      : null;
  } catch {
    return null;
  }
}

export function saveGuestKey(key: GuestKey, storage: Storage | null = safeSession()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(key));
  } catch {
    // Private mode or a full storage: the lookup still works for this page view.
  }
}

function safeSession(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
