import type { FeatureToggle } from '@wayfare/contract';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** What startup learned (spec §4), for the screens and features composed in src/app/. */
export interface StartupState {
  toggles: readonly FeatureToggle[];
  /** The flags' failure message, kept while the app continues (spec §4). */
  flagsError: string | null;
  maintenance: boolean;
}

const StartupContext = createContext<StartupState>({ toggles: [], flagsError: null, maintenance: false });

export function StartupProvider({ value, children }: { value: StartupState; children: ReactNode }) {
  return <StartupContext.Provider value={value}>{children}</StartupContext.Provider>;
}

export function useStartupState(): StartupState {
  return useContext(StartupContext);
}
