import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from './install-prompt';
import { EARLY_INSTALL_OFFER_KEY, forgetInstallOffer } from './install-offer';
import { INSTALL_DISMISSED_KEY, type BeforeInstallPromptEvent } from './use-install-prompt';

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const { event, prompt } = installEvent(outcome);
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const shown = () => screen.queryByRole('region', { name: 'Install the app' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

let standalone = false;

beforeEach(() => {
  vi.useFakeTimers();
  standalone = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: standalone && query.includes('standalone'), media: query }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  forgetInstallOffer();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('InstallPrompt', () => {
  it('appears 5 seconds after the browser offers installation, not before', () => {
    render(<InstallPrompt />);
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    wait(4999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).not.toBeNull();
  });

  it('never appears without the browser offering installation', () => {
    render(<InstallPrompt />);
    wait(60_000);
    expect(shown()).toBeNull();
  });

  it('does not appear when dismissed on an earlier visit', () => {
    localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    render(<InstallPrompt />);
    offerInstall();
    wait(5000);
    expect(shown()).toBeNull();
  });

  it('does not appear when the app runs standalone', () => {
    standalone = true;
    render(<InstallPrompt />);
    offerInstall();
    wait(5000);
    expect(shown()).toBeNull();
  });

  it('does not appear once the app is installed', () => {
    render(<InstallPrompt />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    wait(5000);
    expect(shown()).toBeNull();
  });

  it('remembers a dismissal', () => {
    render(<InstallPrompt />);
    offerInstall();
    wait(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(shown()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
  });

  it('opens the browser dialog on Install and hides after installing', async () => {
    render(<InstallPrompt />);
    const { prompt } = offerInstall('accepted');
    wait(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(async () => {});
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(shown()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it('remembers a decline in the browser dialog as a dismissal', async () => {
    render(<InstallPrompt />);
    offerInstall('dismissed');
    wait(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(async () => {});
    expect(shown()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
  });

  it('shows an offer made before the app rendered 5 seconds after the offer, not after the mount', () => {
    // What the early <head> script keeps when the browser offers installation during loading.
    const { event } = installEvent('accepted');
    (window as unknown as Record<string, unknown>)[EARLY_INSTALL_OFFER_KEY] = { event, at: Date.now() };
    wait(3000);
    render(<InstallPrompt />);
    wait(1999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).not.toBeNull();
  });

  it('keeps an offer made after loading but before the prompt is mounted', async () => {
    const { startInstallOfferCapture } = await import('./install-offer');
    startInstallOfferCapture();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    wait(1000);
    render(<InstallPrompt />);
    wait(3999);
    expect(shown()).toBeNull();
    wait(1);
    expect(shown()).not.toBeNull();
  });
});
