import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeAuth } from '../../test/fake-auth';
import { findDialog, renderSite } from '../../test/render';
import { navigateAfterLogin } from '../../test/shell-mock';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleAccountsId } from './google-identity';

vi.mock('@app/shell', () => import('../../test/shell-mock'));

const CLIENT_ID = 'web-client.apps.googleusercontent.com';

/** Stands in for Google's script (a third party's code, loaded from Google in the browser). */
function fakeGoogle() {
  let callback: ((response: { credential: string }) => void) | undefined;
  const id = {
    initialize: vi.fn<GoogleAccountsId['initialize']>((config) => {
      callback = config.callback;
    }),
    renderButton: vi.fn<GoogleAccountsId['renderButton']>((parent) => {
      const button = document.createElement('button');
      button.textContent = 'Sign in with Google';
      parent.append(button);
    }),
  };
  return { id, signIn: (credential: string) => callback?.({ credential }) };
}

function googleEnabled() {
  const actions = fakeAuth();
  actions.oauthProviders.mockResolvedValue([{ id: 'google', name: 'Google', client_id: CLIENT_ID }]);
  return actions;
}

beforeEach(() => {
  delete window.google;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

afterEach(() => {
  navigateAfterLogin.mockClear();
  delete window.google;
});

describe('Google sign-in in the account modals', () => {
  it('is not offered when the server has no Google client configured', async () => {
    const actions = fakeAuth();
    renderSite(<div />, { route: '/?auth=login', actions });
    const dialog = await findDialog('Welcome Back');
    await waitFor(() => expect(actions.oauthProviders).toHaveBeenCalled());
    expect(within(dialog).queryByText('or')).toBeNull();
    expect(document.head.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toBeNull();
  });

  it("renders Google's button with the server's client id and signs in with the token it returns", async () => {
    const google = fakeGoogle();
    window.google = { accounts: { id: google.id } };
    const actions = googleEnabled();
    renderSite(<div />, { route: '/?auth=login', actions });
    const dialog = await findDialog('Welcome Back');
    expect(await within(dialog).findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(within(dialog).getByText('or')).toBeTruthy();
    expect(google.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID, context: 'signin' }));
    expect(google.id.renderButton).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ text: 'signin_with', locale: 'en' }));

    google.signIn('google-id-token');
    await waitFor(() => expect(navigateAfterLogin).toHaveBeenCalledTimes(1));
    expect(actions.googleSignIn).toHaveBeenCalledWith('google-id-token');
  });

  it('words the button for sign-up in the sign-up modal', async () => {
    const google = fakeGoogle();
    window.google = { accounts: { id: google.id } };
    renderSite(<div />, { route: '/?auth=signup', actions: googleEnabled() });
    await findDialog('Create Your Account');
    await waitFor(() =>
      expect(google.id.renderButton).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ text: 'signup_with' })),
    );
    expect(google.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ context: 'signup' }));
  });

  it("shows the server's refusal in the form and stays on the page", async () => {
    const google = fakeGoogle();
    window.google = { accounts: { id: google.id } };
    const actions = googleEnabled();
    actions.googleSignIn.mockRejectedValueOnce(apiError(409, 'This email is already linked to another Google account'));
    renderSite(<div />, { route: '/?auth=login', actions });
    const dialog = await findDialog('Welcome Back');
    await within(dialog).findByRole('button', { name: 'Sign in with Google' });
    google.signIn('other-token');
    expect(await within(dialog).findByText('This email is already linked to another Google account')).toBeTruthy();
    expect(navigateAfterLogin).not.toHaveBeenCalled();
  });

  it("loads Google's script when the page lacks it, and says so when it cannot be loaded", async () => {
    renderSite(<div />, { route: '/?auth=login', actions: googleEnabled() });
    const dialog = await findDialog('Welcome Back');
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('error'));
    expect(
      await within(dialog).findByText('Google sign-in could not be loaded. Use your e-mail and password instead.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeTruthy();
  });
});
