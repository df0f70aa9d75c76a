import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootPage, type LoadApp } from './boot-page';
import { INSTALL_DISMISSED_KEY } from '@app/ui/install-offer';
import { PROMPT_LEAD_MS } from './install-prompt-due';

let root: HTMLElement;
type StartApp = Awaited<ReturnType<LoadApp>>['startApp'];
let startApp: ReturnType<typeof vi.fn<StartApp>>;
let loadApp: ReturnType<typeof vi.fn<LoadApp>>;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="root" data-prerendered="en" data-hydrate="intent"><button type="button">Login</button></div>';
  root = document.getElementById('root') as HTMLElement;
  startApp = vi.fn<StartApp>((target) => {
    target.dataset.interactive = 'true';
    return Promise.resolve();
  });
  loadApp = vi.fn<LoadApp>(() => Promise.resolve({ startApp }));
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>).__installOffer;
  localStorage.clear();
});

describe('bootPage on the landing page', () => {
  it('loads the app on the first intent, once, and not before', async () => {
    bootPage(root, loadApp);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loadApp).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerover'));
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('loads the app on a click without pointer events (a screen reader) and then performs that press', async () => {
    const pressed = vi.fn();
    bootPage(root, loadApp);
    root.addEventListener('click', pressed);
    root.querySelector('button')?.click();
    expect(pressed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('loads the app in time for the install prompt, 5 s after an early offer', async () => {
    (window as unknown as Record<string, unknown>).__installOffer = { event: new Event('beforeinstallprompt'), at: Date.now() };
    bootPage(root, loadApp);
    await vi.advanceTimersByTimeAsync(5000 - PROMPT_LEAD_MS - 1);
    expect(loadApp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('does not load the app for an offer whose prompt was turned down', async () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    bootPage(root, loadApp);
    window.dispatchEvent(new Event('beforeinstallprompt'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('loads the app at once on a page that may not wait, and replays an early press', async () => {
    delete root.dataset.hydrate;
    const pressed = vi.fn();
    bootPage(root, () => new Promise((resolve) => setTimeout(() => resolve({ startApp }), 100)));
    root.addEventListener('click', pressed);
    root.querySelector('button')?.click();
    expect(pressed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('stops holding presses when the app cannot start (its translations failed to load)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    delete root.dataset.hydrate;
    const failing = vi.fn<StartApp>(() => Promise.reject(new Error('catalogue chunk 404')));
    bootPage(root, () => Promise.resolve({ startApp: failing }));
    await vi.advanceTimersByTimeAsync(10);
    const pressed = vi.fn();
    root.addEventListener('click', pressed);
    root.querySelector('button')?.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[marketing] could not load the app', expect.any(Error));
    logged.mockRestore();
  });
});
