import { ApiError } from '@app/sdk';
import { toast } from '@app/ui';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLeavingPage } from '../navigation/navigate';
import { fakeClient, testUser, tokensFor } from '../testing/fake-client';
import { stubLocation } from '../testing/stub-location';
import { createAuthActions } from './auth-actions';
import { authAtom, sessionErrorAtom, setSignedIn } from './session-atoms';

const fail = (status: number, body?: unknown) => () => {
  throw new ApiError({ status, message: 'ignored', body });
};

let success: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetLeavingPage();
  success = vi.spyOn(toast, 'success');
  error = vi.spyOn(toast, 'error');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('login', () => {
  it('keeps the tokens in the client, signs in and toasts', async () => {
    const { client, fake } = fakeClient({ 'POST /auth/login': () => tokensFor() });
    const store = createStore();
    const user = await createAuthActions(client, undefined, store).login('asha@example.in', 'Secret123');
    expect(user).toEqual(testUser);
    expect(fake.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/auth/login' }), {
      body: { email: 'asha@example.in', password: 'Secret123' },
    });
    expect(fake.session.set).toHaveBeenCalledWith(tokensFor());
    expect(store.get(authAtom)).toEqual({ user: testUser, isAuthenticated: true });
    expect(success).toHaveBeenCalledWith('Login successful!');
  });

  it("toasts the server's message, stores it and rethrows the ApiError", async () => {
    const { client } = fakeClient({ 'POST /auth/login': fail(401, { message: 'Invalid email or password', request_id: 'r1' }) });
    const store = createStore();
    await expect(createAuthActions(client, undefined, store).login('a@b.in', 'x')).rejects.toBeInstanceOf(ApiError);
    expect(error).toHaveBeenCalledWith('Invalid email or password');
    expect(store.get(sessionErrorAtom)).toBe('Invalid email or password');
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });

  it("falls back to the spec's default when the server gives no message", async () => {
    const { client } = fakeClient({ 'POST /auth/login': fail(500, {}) });
    await expect(createAuthActions(client, undefined, createStore()).login('a@b.in', 'x')).rejects.toThrow();
    expect(error).toHaveBeenCalledWith('Login failed. Please try again.');
  });

  it('says so when the network is down', async () => {
    const { client } = fakeClient({ 'POST /auth/login': fail(0) });
    await expect(createAuthActions(client, undefined, createStore()).login('a@b.in', 'x')).rejects.toThrow();
    expect(error).toHaveBeenCalledWith('Network error. Please check your connection.');
  });
});

describe('the other account actions', () => {
  it.each([
    ['register', 'POST /auth/register', 'Registration failed. Please try again.'],
    ['verifyEmail', 'POST /auth/verify-email', 'Verification failed. Please check your code.'],
    ['resendCode', 'POST /auth/resend-otp', 'Failed to resend code.'],
    ['forgotPassword', 'POST /auth/forgot-password', 'Failed to send reset code.'],
    ['resetPassword', 'POST /auth/reset-password', 'Password reset failed.'],
  ] as const)('%s toasts %j when the server says nothing', async (action, route, text) => {
    const { client } = fakeClient({ [route]: fail(400, null) });
    const actions = createAuthActions(client, undefined, createStore());
    const run = {
      register: () => actions.register({ email: 'a@b.in', name: 'A', password: 'Secret123' }),
      verifyEmail: () => actions.verifyEmail('a@b.in', '123456'),
      resendCode: () => actions.resendCode('a@b.in'),
      forgotPassword: () => actions.forgotPassword('a@b.in'),
      resetPassword: () => actions.resetPassword({ email: 'a@b.in', code: '123456', newPassword: 'Secret123' }),
    }[action];
    await expect(run()).rejects.toBeInstanceOf(ApiError);
    expect(error).toHaveBeenCalledWith(text);
  });

  it('registers without signing in and returns the e-mail', async () => {
    const { client } = fakeClient({ 'POST /auth/register': () => ({ success: true, email: 'a@b.in' }) });
    const store = createStore();
    expect(await createAuthActions(client, undefined, store).register({ email: 'A@b.in', name: 'A', password: 'Secret123' })).toEqual({
      email: 'a@b.in',
    });
    expect(store.get(authAtom).isAuthenticated).toBe(false);
    expect(success).toHaveBeenCalledWith('Registration successful! Please check your email for verification code.');
  });

  it('signs in after verifying the e-mail', async () => {
    const { client, fake } = fakeClient({ 'POST /auth/verify-email': () => tokensFor() });
    const store = createStore();
    await createAuthActions(client, undefined, store).verifyEmail('asha@example.in', '123456');
    expect(fake.session.set).toHaveBeenCalled();
    expect(store.get(authAtom).isAuthenticated).toBe(true);
    expect(success).toHaveBeenCalledWith('Email verified successfully!');
  });

  it('sends the reset code, new password and e-mail under the API names', async () => {
    const { client, fake } = fakeClient({ 'POST /auth/reset-password': () => ({ message: 'ok' }) });
    await createAuthActions(client, undefined, createStore()).resetPassword({ email: 'a@b.in', code: '123456', newPassword: 'Secret123' });
    expect(fake.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/auth/reset-password' }), {
      body: { email: 'a@b.in', reset_code: '123456', new_password: 'Secret123' },
    });
    expect(success).toHaveBeenCalledWith('Password reset successful!');
  });
});

describe('logout', () => {
  it('ends the server session, clears everything and toasts, even when the call fails', async () => {
    stubLocation('/');
    const { client, fake } = fakeClient({ 'POST /auth/logout': fail(500, {}) });
    const store = createStore();
    setSignedIn(testUser, store);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['private'], 'data');
    await createAuthActions(client, queryClient, store).logout();
    expect(fake.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/auth/logout' }), { body: {} });
    expect(fake.session.clear).toHaveBeenCalled();
    expect(store.get(authAtom)).toEqual({ user: null, isAuthenticated: false });
    expect(queryClient.getQueryData(['private'])).toBeUndefined();
    expect(success).toHaveBeenCalledWith('Logged out successfully');
  });

  it('leaves a protected page for / and shows the toast there', async () => {
    const { assign } = stubLocation('/chat');
    const { client } = fakeClient({ 'POST /auth/logout': () => ({ message: 'ok' }) });
    await createAuthActions(client, undefined, createStore()).logout();
    expect(assign).toHaveBeenCalledWith('/');
    expect(JSON.parse(sessionStorage.getItem('shell-flash-toast') ?? 'null')).toEqual({
      kind: 'success',
      message: 'Logged out successfully',
    });
  });
});

describe('Google sign-in', () => {
  it('signs in with the ID token from Google and toasts like a login', async () => {
    const { client, fake } = fakeClient({ 'POST /auth/oauth/google': () => tokensFor() });
    const store = createStore();
    const user = await createAuthActions(client, undefined, store).googleSignIn('google-id-token');
    expect(user).toEqual(testUser);
    expect(fake.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/auth/oauth/google' }), {
      body: { id_token: 'google-id-token' },
    });
    expect(store.get(authAtom)).toEqual({ user: testUser, isAuthenticated: true });
    expect(success).toHaveBeenCalledWith('Login successful!');
  });

  it("toasts the server's refusal and stays signed out", async () => {
    const { client } = fakeClient({
      'POST /auth/oauth/google': fail(409, { message: 'This email is already linked to another Google account', request_id: 'r' }),
    });
    const store = createStore();
    await expect(createAuthActions(client, undefined, store).googleSignIn('t')).rejects.toBeInstanceOf(ApiError);
    expect(error).toHaveBeenCalledWith('This email is already linked to another Google account');
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });

  it('asks for the enabled providers once, and again after a failure', async () => {
    let down = true;
    const google = { id: 'google', name: 'Google', client_id: 'cid.apps.googleusercontent.com' };
    const { client, fake } = fakeClient({
      'GET /auth/oauth/providers': () => {
        if (down) throw new ApiError({ status: 0, message: 'offline' });
        return { providers: [google] };
      },
    });
    const actions = createAuthActions(client, undefined, createStore());
    await expect(actions.oauthProviders()).rejects.toBeInstanceOf(ApiError);
    down = false;
    expect(await actions.oauthProviders()).toEqual([google]);
    expect(await actions.oauthProviders()).toEqual([google]);
    expect(fake.call).toHaveBeenCalledTimes(2);
  });
});
