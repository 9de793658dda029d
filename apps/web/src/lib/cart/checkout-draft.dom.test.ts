import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearCheckoutDrafts, draftKey, readDraft, useCheckoutDraft, writeDraft } from './checkout-draft';

afterEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('round-trips under wayfare.checkout.<cartId>.<key>', () => {
    writeDraft('C1', 'contact', { email: 'a@b.co' });
    expect(sessionStorage.getItem('wayfare.checkout.C1.contact')).toBe('{"email":"a@b.co"}');
    expect(draftKey('C1', 'x')).toBe('wayfare.checkout.C1.x');
    expect(readDraft('C1', 'contact', { email: '', phone: '' })).toEqual({ email: 'a@b.co', phone: '' });
  });

  it('falls back to the initial value on bad JSON, another shape, or a schema failure', () => {
    sessionStorage.setItem(draftKey('C1', 'a'), '{not json');
    expect(readDraft('C1', 'a', { x: 1 })).toEqual({ x: 1 });
    sessionStorage.setItem(draftKey('C1', 'b'), '[1,2]');
    expect(readDraft('C1', 'b', { x: 1 })).toEqual({ x: 1 });
    sessionStorage.setItem(draftKey('C1', 'c'), '"text"');
    expect(readDraft('C1', 'c', 3)).toBe(3);
    sessionStorage.setItem(draftKey('C1', 'd'), '{"x":"no"}');
    expect(readDraft('C1', 'd', { x: 1 }, z.object({ x: z.number() }))).toEqual({ x: 1 });
    expect(readDraft('C1', 'missing', [1])).toEqual([1]);
  });

  it('clears one cart or all carts, leaving other storage alone', () => {
    writeDraft('C1', 'a', 1);
    writeDraft('C2', 'a', 2);
    sessionStorage.setItem('other', 'kept');
    clearCheckoutDrafts('C1');
    expect(readDraft('C1', 'a', 0)).toBe(0);
    expect(readDraft('C2', 'a', 0)).toBe(2);
    clearCheckoutDrafts();
    expect(readDraft('C2', 'a', 0)).toBe(0);
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});

describe('useCheckoutDraft', () => {
  it('restores what was typed before a reload', () => {
    const first = renderHook(() => useCheckoutDraft('C9', 'note', ''));
    act(() => first.result.current[1]('hello'));
    act(() => first.result.current[1]((previous) => `${previous}!`));
    expect(first.result.current[0]).toBe('hello!');
    first.unmount();
    const second = renderHook(() => useCheckoutDraft('C9', 'note', ''));
    expect(second.result.current[0]).toBe('hello!');
  });
});
