import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStayUrlState } from './use-stay-url-state';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/H?product=H&destination=rom&outboundDate=20310510&returnDate=20310514&adults=2']}>
    {children}
  </MemoryRouter>
);

describe('the stays view in the URL (issue 19 item 5)', () => {
  it('shows a chosen filter at once and keeps it once the URL has it', () => {
    const { result } = renderHook(() => useStayUrlState('H'), { wrapper });
    expect(result.current.view.view.filters.freeCancellation).toBe(false);
    act(() =>
      result.current.setView({
        ...result.current.view.view,
        filters: { ...result.current.view.view.filters, freeCancellation: true },
      }),
    );
    expect(result.current.view.view.filters.freeCancellation).toBe(true);
    expect(new URLSearchParams(result.current.query).get('freeCancellation')).toBe('true');
  });
});
