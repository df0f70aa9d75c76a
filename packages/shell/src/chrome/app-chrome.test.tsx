import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { authAtom, sessionLoadingAtom, setSignedIn, shellStore } from '../session/session-atoms';
import { stubLocation } from '../testing/stub-location';
import { resetLeavingPage } from '../navigation/navigate';
import { resetLocationDetection } from '../location/use-detected-location';
import { AppChrome, useOpenSidebar } from './app-chrome';
import chromeCss from './app-chrome.css?raw';
import { conversationsQuery, recentProjectsQuery } from './recents-queries';
import { testUser } from '../testing/fake-client';

const user = { ...testUser, name: 'asha patel' };

const conversation = {
  id: '0b8f5a52-3c1e-4f7a-9d2b-6a1c2e3f4a5b',
  title: 'FSI for a 600 sq m plot',
  language: 'en' as const,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-03T09:00:00Z',
  query_count: 2,
};

/** Renders the chrome with the Recents lists already in the cache (no request is made). */
function renderChrome(path = '/home', page: ReactNode = 'page content', ownTopBar = false, fill = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(conversationsQuery().queryKey, { conversations: [conversation] });
  queryClient.setQueryData(recentProjectsQuery().queryKey, {
    projects: [{ id: 9, name: null, updated_at: '2026-03-02T09:00:00Z' }],
    total: 1,
  } as never);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={
              <AppChrome ownTopBar={ownTopBar} fill={fill}>
                {page}
              </AppChrome>
            } />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetLeavingPage();
  resetLocationDetection();
  setSignedIn(user);
  shellStore.set(sessionLoadingAtom, false);
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

describe('AppChrome', () => {
  it('frames the page with the sidebar entries and the Recents, newest first', () => {
    stubLocation('/home');
    renderChrome();
    expect(screen.getByText('page content')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(nav).getByRole('link', { name: 'New chat' }).getAttribute('href')).toBe('/chat?new=1');
    expect(within(nav).getByRole('link', { name: 'Agents' }).getAttribute('href')).toBe('/home');
    expect(within(nav).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects');
    const recents = within(nav).getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(recents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['FSI for a 600 sq m plot', `/chat?conversation=${conversation.id}`],
      ['Project #9', '/sourcing/project/9'],
    ]);
  });

  it('loads New chat as a fresh page that asks the chat for a new conversation', () => {
    const { assign } = stubLocation('/home');
    renderChrome();
    fireEvent.click(screen.getByRole('link', { name: 'New chat' }));
    expect(assign).toHaveBeenCalledWith('/chat?new=1');
  });

  it('opens a project of the current app in place and another app with a full navigation', () => {
    const { assign } = stubLocation('/home');
    renderChrome();
    // /home and /sourcing/project/9 are both the sourcing app: the router handles the click.
    const routed = !fireEvent.click(screen.getByRole('link', { name: 'Project #9' }));
    expect(routed).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Project #9' }).getAttribute('aria-current')).toBe('page');
    // /chat belongs to another app: the browser follows the link (default action not prevented).
    expect(fireEvent.click(screen.getByRole('link', { name: 'FSI for a 600 sq m plot' }))).toBe(true);
  });

  it("goes to / from the avatar menu's Logout without ending the session, as the spec says", async () => {
    const { assign } = stubLocation('/home');
    renderChrome();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Settings',
      'Billing & Plans',
      'Usage',
      'Profile',
      'Logout',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(shellStore.get(authAtom).isAuthenticated).toBe(true);
  });

  it('shows the avatar initials (at most 2 letters) and the location fallback', async () => {
    stubLocation('/home');
    renderChrome();
    const trigger = screen.getByRole('button', { name: /Account menu for asha patel/ });
    expect(trigger.querySelector('.ui-avatar')?.textContent).toBe('AP');
    await waitFor(() => expect(screen.getByRole('button', { name: /India/ }).getAttribute('aria-busy')).toBeNull());
  });

  it('leaves the top bar to a page that draws its own, which can still open the drawer', async () => {
    function OwnBar() {
      const openSidebar = useOpenSidebar();
      return (
        <button type="button" onClick={openSidebar}>
          own menu
        </button>
      );
    }
    renderChrome('/chat', <OwnBar />, true);
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'own menu' }));
    expect(document.querySelector('.ui-sidebar--open')).not.toBeNull();
  });

  it('is one viewport tall with the page filling what the bar leaves, when the page fills the screen (the chat)', () => {
    // jsdom does no layout, but it does resolve the stylesheet: the chrome's own rules decide.
    const style = document.createElement('style');
    style.textContent = chromeCss;
    document.head.append(style);
    try {
      renderChrome('/chat', <div data-testid="page" />, true, true);
      const chrome = document.querySelector<HTMLElement>('.shell-chrome');
      expect(getComputedStyle(chrome!).height).toBe('100dvh');
      const content = screen.getByRole('main');
      expect(getComputedStyle(content)).toMatchObject({ display: 'flex', flexDirection: 'column' });
      expect(getComputedStyle(screen.getByTestId('page')).flexGrow).toBe('1');
    } finally {
      style.remove();
    }
  });

  it('lets an ordinary page grow with the document (no fixed height)', () => {
    const style = document.createElement('style');
    style.textContent = chromeCss;
    document.head.append(style);
    try {
      renderChrome();
      expect(getComputedStyle(document.querySelector<HTMLElement>('.shell-chrome')!).height).not.toBe('100dvh');
    } finally {
      style.remove();
    }
  });
});
