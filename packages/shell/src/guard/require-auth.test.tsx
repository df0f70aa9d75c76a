import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLeavingPage } from '../navigation/navigate';
import { sessionLoadingAtom, setSignedIn, setSignedOut, shellStore } from '../session/session-atoms';
import { stubLocation } from '../testing/stub-location';
import { RequireAuth } from './require-auth';
import { testUser as user } from '../testing/fake-client';

beforeEach(() => {
  localStorage.clear();
  setSignedOut();
  resetLeavingPage();
});

describe('RequireAuth', () => {
  it('shows a spinner and does not navigate while the session loads', () => {
    const { assign } = stubLocation('/projects');
    shellStore.set(sessionLoadingAtom, true);
    render(<RequireAuth>secret</RequireAuth>);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.queryByText('secret')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the pending view instead of the spinner while the session loads, then the page', () => {
    stubLocation('/home');
    shellStore.set(sessionLoadingAtom, true);
    render(<RequireAuth pending="skeleton">secret</RequireAuth>);
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      setSignedIn(user);
      shellStore.set(sessionLoadingAtom, false);
    });
    expect(screen.getByText('secret')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
  });

  it('sends a signed-out visitor to the login modal on / remembering the page', () => {
    const { assign } = stubLocation('/sourcing/project/7?tab=vendors#list');
    shellStore.set(sessionLoadingAtom, false);
    render(<RequireAuth>secret</RequireAuth>);
    expect(screen.queryByText('secret')).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/?auth=login&next=%2Fsourcing%2Fproject%2F7%3Ftab%3Dvendors%23list');
  });

  it('renders the page for a signed-in user', () => {
    const { assign } = stubLocation('/projects');
    setSignedIn(user);
    shellStore.set(sessionLoadingAtom, false);
    render(<RequireAuth>secret</RequireAuth>);
    expect(screen.getByText('secret')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('redirects once the loading session turns out signed out', () => {
    const { assign } = stubLocation('/usage');
    shellStore.set(sessionLoadingAtom, true);
    render(<RequireAuth>secret</RequireAuth>);
    expect(assign).not.toHaveBeenCalled();
    act(() => shellStore.set(sessionLoadingAtom, false));
    expect(assign).toHaveBeenCalledWith('/?auth=login&next=%2Fusage');
  });
});
