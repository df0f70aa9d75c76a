import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeAuth } from '../../test/fake-auth';
import { findDialog, renderSite } from '../../test/render';
import { navigateAfterLogin } from '../../test/shell-mock';

vi.mock('@app/shell', () => import('../../test/shell-mock'));

afterEach(() => navigateAfterLogin.mockClear());

async function openLogin(actions = fakeAuth(), route = '/?auth=login') {
  const user = userEvent.setup({ delay: null });
  renderSite(<div />, { route, actions });
  const dialog = await findDialog('Welcome Back');
  const email = within(dialog).getByLabelText(/^Email/) as HTMLInputElement;
  const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement;
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Log In' }));
  return { user, dialog, actions, email, password, submit };
}

describe('the login modal', () => {
  it('requires the e-mail (basic x@y.z pattern) and the password', async () => {
    const { dialog, user, email, submit, actions } = await openLogin();
    await submit();
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual(['Email is required', 'Password is required']);
    await user.type(email, 'asha@example');
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(actions.login).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { dialog, user, password } = await openLogin();
    expect(password.type).toBe('password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('signs in and goes to the remembered page or /home', async () => {
    const { user, email, password, submit, actions } = await openLogin();
    await user.type(email, ' asha@example.com ');
    await user.type(password, 'Str0ngPass');
    await submit();
    expect(actions.login).toHaveBeenCalledWith('asha@example.com', 'Str0ngPass');
    await waitFor(() => expect(navigateAfterLogin).toHaveBeenCalledTimes(1));
  });

  it('shows a failure inline and keeps what was typed', async () => {
    const actions = fakeAuth();
    actions.login.mockRejectedValueOnce(apiError(401, 'Invalid email or password'));
    const { dialog, user, email, password, submit } = await openLogin(actions);
    await user.type(email, 'asha@example.com');
    await user.type(password, 'WrongPass1');
    await submit();
    expect(await within(dialog).findByText('Invalid email or password')).toBeTruthy();
    expect(email.value).toBe('asha@example.com');
    expect(password.value).toBe('WrongPass1');
    expect(navigateAfterLogin).not.toHaveBeenCalled();
  });

  it('opens the verification modal for that e-mail when the server answers email_not_verified', async () => {
    const actions = fakeAuth();
    actions.login.mockRejectedValueOnce(apiError(403, 'Please verify your email address before continuing', 'email_not_verified'));
    const { user, email, password, submit } = await openLogin(actions);
    await user.type(email, 'new@example.com');
    await user.type(password, 'Str0ngPass');
    await submit();
    const verify = await findDialog('Verify Your Email');
    expect(within(verify).getByText('We sent a 6-digit code to new@example.com')).toBeTruthy();
  });

  it('switches to sign-up and to forgot password, carrying the e-mail', async () => {
    const { user, dialog, email } = await openLogin();
    await user.type(email, 'asha@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await findDialog('Reset Password');
    expect((within(forgot).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('asha@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Back to Login' }));
    const login = await findDialog('Welcome Back');
    await user.click(within(login).getByRole('button', { name: 'Sign up' }));
    const signup = await findDialog('Create Your Account');
    expect((within(signup).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('asha@example.com');
  });

  it('keeps `next` in the URL and drops `auth` when closed', async () => {
    const { user } = await openLogin(fakeAuth(), '/?auth=login&next=%2Fusage');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/?next=%2Fusage');
  });
});
