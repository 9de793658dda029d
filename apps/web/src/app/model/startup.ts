/** Where one startup step stands (a TanStack query's status). */
export type StepStatus = 'pending' | 'error' | 'success';

export type StartupPhase =
  /** spec §4: the brand configuration is not there yet: nothing shows. */
  | { kind: 'blank' }
  /** spec §2 / §8: the brand configuration failed: the no-text error page, the app stays blank. */
  | { kind: 'brand-error' }
  /** spec §4: the brand is known; flags (and the brand's translations) load behind the loading screen. */
  | { kind: 'loading' }
  /** The routes, or on every route the maintenance page (spec §2). */
  | { kind: 'ready'; maintenance: boolean; flagsError: string | null };

export interface StartupInput {
  brand: StepStatus;
  /** The brand's translations: a failure is not fatal (keys show), so only `pending` waits. */
  translations: StepStatus;
  flags: StepStatus;
  /** The flags' failure message, kept for whoever needs it (spec §4: the app continues). */
  flagsError: string | null;
  /** The maintenance decision (feature-flags/model/maintenance.ts) from whatever flags arrived. */
  maintenance: boolean;
}

/**
 * The startup sequence of spec §4 (design.md: brand -> flags -> maintenance -> routes) as one pure decision:
 * brand first; then the loading screen until the flags settled (success or failure) and the texts are in;
 * then maintenance or the routes.
 */
export function startupPhase(input: StartupInput): StartupPhase {
  if (input.brand === 'error') return { kind: 'brand-error' };
  if (input.brand === 'pending') return { kind: 'blank' };
  if (input.flags === 'pending' || input.translations === 'pending') return { kind: 'loading' };
  return {
    kind: 'ready',
    maintenance: input.maintenance,
    flagsError: input.flags === 'error' ? (input.flagsError ?? 'Feature flags could not be loaded') : null,
  };
}
