import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOADING_LOGOS } from '../model/default-logo';
import { LoadingScreen } from './loading-screen';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingScreen', () => {
  it('shows the logo and an accessible progress bar that advances every 500 ms', () => {
    render(<LoadingScreen logo={DEFAULT_LOADING_LOGOS.club} label="Chargement…" random={() => 0.5} />);
    expect(screen.getByRole('img', { name: 'Club Évasion' })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Chargement…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => vi.advanceTimersByTime(499));
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(bar.getAttribute('aria-valuenow')).toBe('8');
    act(() => vi.advanceTimersByTime(1000));
    expect(bar.getAttribute('aria-valuenow')).toBe('24');
    expect(screen.getByText('Chargement…')).toBeTruthy();
  });
});
