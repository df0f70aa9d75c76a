import { languageStorageKey } from '@app/i18n';
import { AUTH_STORAGE_KEY } from '@app/shell';
import { FLASH_KEY } from '@app/shell/boot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hydrateAtOnceReason } from './hydrate-at-once';

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  root.dataset.prerendered = 'en';
  root.dataset.hydrate = 'intent';
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('when the landing page may wait for intent', () => {
  it('waits for the plain prerendered page: signed out, its language, no modal, no section', () => {
    expect(hydrateAtOnceReason(root)).toBeNull();
  });

  it('loads the app at once on a page not marked for intent', () => {
    delete root.dataset.hydrate;
    expect(hydrateAtOnceReason(root)).toBe('not an intent page');
  });

  it('loads the app at once for another language than the prerendered one', () => {
    localStorage.setItem(languageStorageKey, 'gu');
    expect(hydrateAtOnceReason(root)).toBe('another language');
    root.dataset.prerendered = 'gu';
    expect(hydrateAtOnceReason(root)).toBeNull();
  });

  it('loads the app at once for a kept session', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: { id: 'u1' }, isAuthenticated: true }));
    expect(hydrateAtOnceReason(root)).toBe('kept session');
  });

  it('loads the app at once for ?auth= and for a #section', () => {
    window.history.replaceState(null, '', '/?auth=login');
    expect(hydrateAtOnceReason(root)).toBe('modal in the address');
    window.history.replaceState(null, '', '/#news');
    expect(hydrateAtOnceReason(root)).toBe('section in the address');
  });

  it('loads the app at once to show a toast the previous page left (logged out)', () => {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind: 'success', message: 'Logged out successfully' }));
    expect(hydrateAtOnceReason(root)).toBe('toast from the previous page');
  });
});
