import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '../../test/fake-auth';
import { findDialog, renderSite } from '../../test/render';
import { setSignedIn } from '../../test/shell-mock';
import { SiteHeader } from './site-header';

vi.mock('@app/shell', () => import('../../test/shell-mock'));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollTo(0);
  setSignedIn(false);
});

describe('the site top bar', () => {
  it('is transparent at the top and turns opaque only after scrolling past 20 px', () => {
    renderSite(<SiteHeader />);
    const bar = screen.getByRole('banner');
    expect(bar.dataset.opaque).toBe('false');
    scrollTo(20);
    expect(bar.dataset.opaque).toBe('false');
    scrollTo(21);
    expect(bar.dataset.opaque).toBe('true');
    expect(bar.className).toContain('mk-header--opaque');
    scrollTo(0);
    expect(bar.dataset.opaque).toBe('false');
  });

  it('links the sections as #anchors on the landing page', () => {
    renderSite(<SiteHeader />, { route: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('#features');
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('#pricing');
    expect(within(nav).getByRole('link', { name: 'News' }).getAttribute('href')).toBe('#news');
  });

  it('points the section links back to the landing page (/#…) from any other page', () => {
    renderSite(<SiteHeader />, { route: '/news/some-article' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('/#features');
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/#pricing');
    expect(within(nav).getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/#news');
  });

  it('has a logo linking home and an English/Gujarati language switch', () => {
    renderSite(<SiteHeader />, { route: '/about' });
    expect(screen.getByRole('link', { name: 'Gujarat Build Assist home' }).getAttribute('href')).toBe('/');
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getAllByRole('button').map((button) => button.textContent)).toEqual(['EN English', 'GU ગુજરાતી']);
  });

  it('opens and closes the mobile menu, with the button saying what it will do', async () => {
    const user = userEvent.setup();
    renderSite(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('mk-mobile-menu')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    const menu = document.getElementById('mk-mobile-menu');
    expect(menu).not.toBeNull();
    expect(within(menu!).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(screen.getByRole('banner').dataset.opaque).toBe('true');

    await user.click(toggle);
    expect(document.getElementById('mk-mobile-menu')).toBeNull();

    await user.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById('mk-mobile-menu')).toBeNull();
  });

  it('opens the login and sign-up modals from its buttons', async () => {
    const user = userEvent.setup();
    renderSite(<SiteHeader />, { actions: fakeAuth() });
    const bar = screen.getByRole('banner');
    await user.click(within(bar).getByRole('button', { name: 'Login' }));
    expect(await findDialog('Welcome Back')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(within(bar).getByRole('button', { name: 'Sign Up' }));
    expect(await findDialog('Create Your Account')).toBeTruthy();
  });

  it('offers a link into the app instead of Login and Sign Up when signed in', () => {
    setSignedIn(true);
    renderSite(<SiteHeader />);
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open App' }).getAttribute('href')).toBe('/home');
  });
});
