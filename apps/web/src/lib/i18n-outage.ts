import type { i18n as I18n } from 'i18next';

/**
 * What a translations outage left on screen (issue 15): namespaces shown from the texts built into the app, and
 * namespaces with no text at all (the service and the built-in chunk both failed, so keys would show).
 */
export interface TranslationsOutage {
  builtIn: readonly string[];
  missing: readonly string[];
}

export const NO_OUTAGE: TranslationsOutage = { builtIn: [], missing: [] };

export interface OutageStore {
  report(namespace: string, kind: 'builtIn' | 'missing'): void;
  get(): TranslationsOutage;
  subscribe(listener: () => void): () => void;
}

/** A small external store (for useSyncExternalStore): each namespace counted once, the snapshot replaced on change. */
export function createOutageStore(): OutageStore {
  let state = NO_OUTAGE;
  const listeners = new Set<() => void>();
  return {
    report(namespace, kind) {
      if (state[kind].includes(namespace)) return;
      state = { ...state, [kind]: [...state[kind], namespace] };
      for (const listener of listeners) listener();
    },
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const stores = new WeakMap<I18n, OutageStore>();

/** Ties a store to the i18next instance whose backend reports into it (lib/i18n.ts). */
export function attachOutageStore(instance: I18n, store: OutageStore): void {
  stores.set(instance, store);
}

/** The outage store of an instance, if its backend reports one (instances built elsewhere, e.g. tests, do not). */
export function outageStoreOf(instance: I18n | undefined): OutageStore | undefined {
  return instance ? stores.get(instance) : undefined;
}

/** The common namespace has no text at all: every screen would show keys, so a branded message replaces it. */
export const isTextless = (outage: TranslationsOutage) => outage.missing.includes('common');
