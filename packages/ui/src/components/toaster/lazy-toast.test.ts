import * as realSonner from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { createLazyToast } from './lazy-toast';

/** A sonner whose `toast` records calls, loaded when the test says so. */
function deferredSonner() {
  const calls: unknown[][] = [];
  const record =
    (kind: string) =>
    (...args: unknown[]) => {
      calls.push([kind, ...args]);
      return `sonner-${calls.length}`;
    };
  const toast = Object.assign(record('toast'), { success: record('success'), error: record('error'), dismiss: record('dismiss') });
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((done) => (resolve = done));
  const load = vi.fn(async () => {
    await loaded;
    return { ...realSonner, toast } as unknown as typeof realSonner;
  });
  return { calls, load, finishLoading: resolve };
}

describe('the lazy toast', () => {
  it('loads nothing until the first toast', () => {
    const sonner = deferredSonner();
    createLazyToast(sonner.load);
    expect(sonner.load).not.toHaveBeenCalled();
  });

  it('shows a toast raised before sonner loaded, in order, with its options', async () => {
    const sonner = deferredSonner();
    const lazy = createLazyToast(sonner.load);
    lazy.toast.success('Login successful!');
    lazy.toast.error('Network error', { description: 'Try again' });
    expect(sonner.load).toHaveBeenCalledTimes(1);
    expect(sonner.calls).toEqual([]);
    sonner.finishLoading();
    await lazy.preload();
    expect(sonner.calls).toEqual([
      ['success', 'Login successful!', { id: 'toast-1' }],
      ['error', 'Network error', { description: 'Try again', id: 'toast-2' }],
    ]);
    expect(lazy.current()).toBeDefined();
  });

  it('keeps a caller’s id and answers with the id the toast will have', async () => {
    const sonner = deferredSonner();
    const lazy = createLazyToast(sonner.load);
    expect(lazy.toast('Update available', { id: 'sw-update' })).toBe('sw-update');
    expect(lazy.toast('Saved')).toBe('toast-1');
    sonner.finishLoading();
    await lazy.preload();
    expect(sonner.calls.map((call) => (call[2] as { id: string }).id)).toEqual(['sw-update', 'toast-1']);
  });

  it('drops a queued toast dismissed before sonner loaded, and a dismissal alone loads nothing', async () => {
    const sonner = deferredSonner();
    const lazy = createLazyToast(sonner.load);
    lazy.toast.dismiss();
    expect(sonner.load).not.toHaveBeenCalled();
    const gone = lazy.toast('Gone');
    lazy.toast('Kept');
    lazy.toast.dismiss(gone);
    sonner.finishLoading();
    await lazy.preload();
    expect(sonner.calls).toEqual([['toast', 'Kept', { id: 'toast-2' }]]);
  });

  it('hands calls straight to sonner once loaded, and tells subscribers it has loaded', async () => {
    const sonner = deferredSonner();
    const lazy = createLazyToast(sonner.load);
    const listener = vi.fn();
    lazy.subscribe(listener);
    sonner.finishLoading();
    await lazy.preload();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(lazy.toast.success('Done')).toBe('sonner-1');
    lazy.toast.dismiss('sonner-1');
    expect(sonner.calls).toEqual([
      ['success', 'Done', undefined],
      ['dismiss', 'sonner-1'],
    ]);
  });

  it('keeps the queued toasts when sonner fails to load and shows them when the next toast loads it', async () => {
    const sonner = deferredSonner();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sonner.load.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    const lazy = createLazyToast(sonner.load);
    lazy.toast.error('Network error');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    lazy.toast('Saved');
    sonner.finishLoading();
    await lazy.preload();
    expect(sonner.load).toHaveBeenCalledTimes(2);
    expect(sonner.calls).toEqual([
      ['error', 'Network error', { id: 'toast-1' }],
      ['toast', 'Saved', { id: 'toast-2' }],
    ]);
    warn.mockRestore();
  });
});
