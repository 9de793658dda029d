import { describe, expect, it, vi } from 'vitest';
import { createSignInMachine } from './sign-in-machine';

describe('sign-in state machine (spec §4)', () => {
  it('goes idle → in progress → finished', async () => {
    const states: string[] = [];
    const machine = createSignInMachine((state) => states.push(state));
    expect(machine.state).toBe('idle');
    let finish!: () => void;
    machine.trigger(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(machine.state).toBe('inProgress');
    finish();
    await machine.idle();
    expect(machine.state).toBe('finished');
    expect(states).toEqual(['inProgress', 'finished']);
  });

  it('ignores a repeat trigger while in progress', async () => {
    const machine = createSignInMachine();
    const step = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
    expect(machine.trigger(step)).toBe(true);
    expect(machine.trigger(step)).toBe(false);
    expect(machine.trigger(step)).toBe(false);
    await machine.idle();
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('finishes when the step fails, and may run again afterwards', async () => {
    const machine = createSignInMachine();
    machine.trigger(() => Promise.reject(new Error('down')));
    await machine.idle();
    expect(machine.state).toBe('finished');
    const again = vi.fn(() => Promise.resolve());
    expect(machine.trigger(again)).toBe(true);
    await machine.idle();
    expect(again).toHaveBeenCalledTimes(1);
  });
});
