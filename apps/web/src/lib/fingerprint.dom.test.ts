import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_FINGERPRINT_KEY,
  USER_FINGERPRINT_KEY,
  getSessionFingerprint,
  getUserFingerprint,
  randomId,
  startNewSession,
} from './fingerprint';

describe('fingerprints (spec §3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates random ids', () => {
    expect(randomId()).not.toBe(randomId());
    expect(randomId()).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('keeps the user and session fingerprints in local storage under the spec keys', () => {
    const user = getUserFingerprint();
    const session = getSessionFingerprint();
    expect(localStorage.getItem(USER_FINGERPRINT_KEY)).toBe(user);
    expect(localStorage.getItem(SESSION_FINGERPRINT_KEY)).toBe(session);
    expect(getUserFingerprint()).toBe(user);
    expect(session).not.toBe(user);
  });

  it('reuses stored ids', () => {
    localStorage.setItem(USER_FINGERPRINT_KEY, 'known-user');
    expect(getUserFingerprint()).toBe('known-user');
  });

  it('starts a new session with a new session id, keeping the user id', () => {
    const user = getUserFingerprint();
    const first = getSessionFingerprint();
    const second = startNewSession();
    expect(second).not.toBe(first);
    expect(localStorage.getItem(SESSION_FINGERPRINT_KEY)).toBe(second);
    expect(getUserFingerprint()).toBe(user);
  });

  it('works without storage, keeping ids stable for the page', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    vi.stubGlobal('localStorage', throwing);
    const id = getUserFingerprint();
    expect(id).toBeTruthy();
    expect(getUserFingerprint()).toBe(id);
  });

  it('works when crypto.randomUUID is missing', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(7) });
    expect(randomId()).toBe('07'.repeat(16));
  });
});
