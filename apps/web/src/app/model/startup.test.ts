import { describe, expect, it } from 'vitest';
import { startupPhase } from './startup';
import type { StartupInput } from './startup';

const ready: StartupInput = {
  brand: 'success',
  translations: 'success',
  flags: 'success',
  flagsError: null,
  maintenance: false,
};

describe('startupPhase (spec §4)', () => {
  it('shows nothing while the brand configuration is missing, whatever else is known', () => {
    expect(startupPhase({ ...ready, brand: 'pending' })).toEqual({ kind: 'blank' });
    expect(startupPhase({ ...ready, brand: 'pending', maintenance: true })).toEqual({ kind: 'blank' });
  });

  it('shows the no-text brand error when the brand configuration failed', () => {
    expect(startupPhase({ ...ready, brand: 'error' })).toEqual({ kind: 'brand-error' });
    expect(startupPhase({ ...ready, brand: 'error', flags: 'pending' })).toEqual({ kind: 'brand-error' });
  });

  it('shows the loading screen while the flags or the texts load', () => {
    expect(startupPhase({ ...ready, flags: 'pending' })).toEqual({ kind: 'loading' });
    expect(startupPhase({ ...ready, translations: 'pending' })).toEqual({ kind: 'loading' });
  });

  it('continues when the flags fail, keeping their error message', () => {
    expect(startupPhase({ ...ready, flags: 'error', flagsError: 'Network error' })).toEqual({
      kind: 'ready',
      maintenance: false,
      flagsError: 'Network error',
    });
  });

  it('continues when the translations fail (keys show rather than a blank page)', () => {
    expect(startupPhase({ ...ready, translations: 'error' })).toMatchObject({ kind: 'ready' });
  });

  it('passes the maintenance decision on once ready, also after a flags failure', () => {
    expect(startupPhase({ ...ready, maintenance: true })).toEqual({
      kind: 'ready',
      maintenance: true,
      flagsError: null,
    });
    expect(startupPhase({ ...ready, flags: 'error', flagsError: 'x', maintenance: true })).toMatchObject({
      maintenance: true,
    });
  });
});
