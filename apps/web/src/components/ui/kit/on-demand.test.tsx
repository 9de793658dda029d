import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand, useOnDemandPicker } from './on-demand';

/** An import the test settles by hand. */
function deferredImport<M>() {
  let settle: { resolve: (module: M) => void; reject: (error: Error) => void } | null = null;
  const importer = vi.fn(
    () =>
      new Promise<M>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { importer, resolve: (module: M) => settle?.resolve(module), reject: (error: Error) => settle?.reject(error) };
}

describe('onDemand', () => {
  it('imports once, keeps the module, and asks again after a failed import', async () => {
    const first = deferredImport<{ name: string }>();
    const module = onDemand(first.importer);
    expect(module.current()).toBeNull();
    const loading = module.load();
    module.preload();
    first.reject(new Error('chunk gone'));
    await expect(loading).rejects.toThrow('chunk gone');
    expect(first.importer).toHaveBeenCalledTimes(1);
    const again = module.load();
    first.resolve({ name: 'panel' });
    await expect(again).resolves.toEqual({ name: 'panel' });
    expect(first.importer).toHaveBeenCalledTimes(2);
    expect(module.current()).toEqual({ name: 'panel' });
    await module.load();
    expect(first.importer).toHaveBeenCalledTimes(2);
  });
});

describe('useOnDemand', () => {
  it('loads the module only while wanted and re-renders once it is in', async () => {
    const slow = deferredImport<{ name: string }>();
    const module = onDemand(slow.importer);
    const { result, rerender } = renderHook(({ wanted }) => useOnDemand(module, wanted), {
      initialProps: { wanted: false },
    });
    expect(slow.importer).not.toHaveBeenCalled();
    rerender({ wanted: true });
    expect(result.current).toBeNull();
    act(() => slow.resolve({ name: 'input' }));
    await waitFor(() => expect(result.current).toEqual({ name: 'input' }));
  });
});

describe('useOnDemandPicker', () => {
  it('is pending while the full picker loads after a press, then open; closing keeps it loaded', async () => {
    const slow = deferredImport<{ name: string }>();
    const module = onDemand(slow.importer);
    const onOpenChange = vi.fn();
    const { result } = renderHook(() => useOnDemandPicker(module, 'field', onOpenChange));
    expect(result.current.full).toBeNull();
    act(() => result.current.open());
    expect(result.current.isPending).toBe(true);
    expect(result.current.isOpen).toBe(false);
    await act(async () => slow.resolve({ name: 'full' }));
    expect(result.current).toMatchObject({ isPending: false, isOpen: true, full: { name: 'full' } });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    act(() => result.current.onOpenChange(false));
    expect(result.current).toMatchObject({ isOpen: false, full: { name: 'full' } });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('goes back to the light field when the import fails, and a new press asks again', async () => {
    const broken = deferredImport<{ name: string }>();
    const module = onDemand(broken.importer);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useOnDemandPicker(module, 'field'));
    act(() => result.current.open());
    await act(async () => broken.reject(new Error('offline')));
    expect(result.current).toMatchObject({ isPending: false, isOpen: false, full: null });
    act(() => result.current.open());
    expect(broken.importer).toHaveBeenCalledTimes(2);
  });
});
