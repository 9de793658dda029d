/** spec §3: fingerprint and session ids are kept in local storage under these keys. */
export const USER_FINGERPRINT_KEY = 'user-fingerprint';
export const SESSION_FINGERPRINT_KEY = 'session-fingerprint';

/** A random id (UUID v4 where the browser offers it; else random hex of the same length). */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else bytes.forEach((_, i) => (bytes[i] = Math.floor(Math.random() * 256)));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access itself throws when storage is disabled (Safari private mode, blocked third-party storage).
    return null;
  }
}

/** Ids that could not be stored live for the page's lifetime, so they stay stable within it. */
const memory = new Map<string, string>();

function readOrCreate(key: string): string {
  const store = storage();
  try {
    const existing = store?.getItem(key);
    if (existing) return existing;
  } catch {
    // fall through to memory
  }
  const remembered = memory.get(key);
  if (remembered) return remembered;
  const id = randomId();
  memory.set(key, id);
  try {
    store?.setItem(key, id);
  } catch {
    // quota or disabled storage: the in-memory id is used
  }
  return id;
}

/** The browser's stable fingerprint (kept across visits). */
export function getUserFingerprint(): string {
  return readOrCreate(USER_FINGERPRINT_KEY);
}

/** This session's fingerprint; `startNewSession` replaces it. */
export function getSessionFingerprint(): string {
  return readOrCreate(SESSION_FINGERPRINT_KEY);
}

/** Starts a new tracking session (a fresh session fingerprint). */
export function startNewSession(): string {
  memory.delete(SESSION_FINGERPRINT_KEY);
  try {
    storage()?.removeItem(SESSION_FINGERPRINT_KEY);
  } catch {
    // nothing stored to remove
  }
  return getSessionFingerprint();
}
