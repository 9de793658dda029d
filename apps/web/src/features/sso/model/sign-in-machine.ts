/** spec §4 external sign-in: idle, then in progress, then finished. */
export type SignInState = 'idle' | 'inProgress' | 'finished';

export interface SignInMachine {
  readonly state: SignInState;
  /**
   * Runs `step` unless a sign-in is in progress (spec §4: a repeat trigger is ignored while in progress).
   * Returns false when the trigger was ignored. A failing step still finishes the machine.
   */
  trigger(step: () => Promise<void>): boolean;
  /** Resolves when the current run (if any) has finished. */
  idle(): Promise<void>;
}

export function createSignInMachine(onChange?: (state: SignInState) => void): SignInMachine {
  let state: SignInState = 'idle';
  let running: Promise<void> = Promise.resolve();
  const set = (next: SignInState) => {
    state = next;
    onChange?.(next);
  };
  return {
    get state() {
      return state;
    },
    trigger(step) {
      if (state === 'inProgress') return false;
      set('inProgress');
      running = (async () => {
        try {
          await step();
        } finally {
          set('finished');
        }
      })();
      // The step reports its own failures; the machine only needs to finish.
      running.catch(() => undefined);
      return true;
    },
    idle: () => running.catch(() => undefined),
  };
}
