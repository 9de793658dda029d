import { allows } from '../../../lib/consent-store';
import type { ConsentCategory } from '../../../lib/consent-store';
import type { TrackCategory } from '../../../lib/track-bus';

export interface GateState {
  /** Sign-in settled (the token is out of the URL) and the brand is known or failed to load. */
  ready: boolean;
  /** The visitor's choice; null while none was made. */
  acceptance: readonly ConsentCategory[] | null;
}

export type GateDecision = 'send' | 'hold' | 'drop';

/**
 * Whether an event may go now (spec §4 cookie consent, design.md "no tag or tracking before consent"): nothing
 * before sign-in settled; technical events (errors) then; measurement events only with measurement consent,
 * held while the visitor has not chosen and dropped once they refused.
 */
export function decide(category: TrackCategory, state: GateState): GateDecision {
  if (!state.ready) return 'hold';
  if (allows(state.acceptance, category)) return 'send';
  return state.acceptance === null ? 'hold' : 'drop';
}
