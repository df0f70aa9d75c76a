import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLocationDetection } from '../location/use-detected-location';
import { sessionLoadingAtom, shellStore } from '../session/session-atoms';
import { AppChrome } from './app-chrome';
import { SIDEBAR_COLLAPSED_KEY, sidebarCollapsedAtom } from './sidebar-state';

function renderChrome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/chat']}>
        <AppChrome>page</AppChrome>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetLocationDetection();
  shellStore.set(sessionLoadingAtom, false);
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

describe('the sidebar state apps can set', () => {
  it('collapses the sidebar when an app sets it, without remembering that as the user choice', () => {
    shellStore.set(sidebarCollapsedAtom, false);
    renderChrome();
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeTruthy();
    act(() => shellStore.set(sidebarCollapsedAtom, true));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBeNull();
  });

  it("remembers the user's own toggle", async () => {
    shellStore.set(sidebarCollapsedAtom, false);
    renderChrome();
    act(() => screen.getByRole('button', { name: 'Collapse sidebar' }).click());
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(shellStore.get(sidebarCollapsedAtom)).toBe(true);
  });
});
