import type { FeatureToggle } from '@wayfare/contract';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { hasSignInParam } from './model/sign-in-param';

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

/** Whether third-party scripts (the brand's footer script, tags) may load, and the switch that allows them. */
export interface ThirdPartyGate {
  allowed: boolean;
  /** Called by the external sign-in composition once `a` is gone from the address bar. */
  allow: () => void;
}

const ThirdPartyGateContext = createContext<ThirdPartyGate>({ allowed: false, allow: () => undefined });

/**
 * design.md security: no third-party script before the sign-in step removed `a` from the URL. Open at once
 * when the page arrived without `a`; otherwise closed until `allow()`.
 */
export function ThirdPartyGateProvider({ children, href }: { children: ReactNode; href?: string }) {
  const [allowed, setAllowed] = useState(() => !hasSignInParam(href ?? window.location.href));
  const allow = useCallback(() => setAllowed(true), []);
  const value = useMemo(() => ({ allowed, allow }), [allowed, allow]);
  return <ThirdPartyGateContext.Provider value={value}>{children}</ThirdPartyGateContext.Provider>;
}

export function useThirdPartyGate(): ThirdPartyGate {
  return useContext(ThirdPartyGateContext);
}
