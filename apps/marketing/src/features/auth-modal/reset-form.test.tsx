import { toast } from '@app/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeAuth } from '../../test/fake-auth';
import { findDialog, renderSite } from '../../test/render';
import { navigateAfterLogin } from '../../test/shell-mock';

vi.mock('@app/shell', () => import('../../test/shell-mock'));

afterEach(() => {
  navigateAfterLogin.mockClear();
  vi.restoreAllMocks();
});

async function openReset(actions = fakeAuth(), route = '/?auth=reset&email=asha%40example.com') {
  const user = userEvent.setup({ delay: null });
  renderSite(<div />, { route, actions });
  const dialog = await findDialog('Create New Password');
  const button = within(dialog).getByRole('button', { name: 'Reset Password & Login' }) as HTMLButtonElement;
  const password = within(dialog).getByLabelText(/^New Password/, { selector: 'input' });
  const confirm = within(dialog).getByLabelText(/^Confirm New Password/, { selector: 'input' });
  const typeCode = async (code: string) => {
    await user.click(within(dialog).getAllByRole('textbox')[0]!);
    await user.paste(code);
  };
  return { user, dialog, actions, button, password, confirm, typeCode };
}

describe('the reset password modal', () => {
  it('shows the hint, the expiry note and keeps the button disabled until code and both passwords are in', async () => {
    const { user, dialog, button, password, confirm, typeCode } = await openReset();
    expect(within(dialog).getByText('At least 8 characters with uppercase, lowercase, and number')).toBeTruthy();
    expect(
      within(dialog).getByText("Code expires in 10 minutes. Check your spam folder if you don't see the email."),
    ).toBeTruthy();
    expect(button.disabled).toBe(true);
    await typeCode('12345');
    await user.type(password, 'N3wPassword');
    await user.type(confirm, 'N3wPassword');
    expect(button.disabled).toBe(true); // five digits
    await user.click(within(dialog).getAllByRole('textbox')[5]!);
    await user.keyboard('6');
    expect(button.disabled).toBe(false);
    await user.clear(confirm);
    expect(button.disabled).toBe(true); // confirmation empty
  });

  it('checks the new password strength and the confirmation before calling', async () => {
    const { user, dialog, button, password, confirm, typeCode, actions } = await openReset();
    await typeCode('123456');
    await user.type(password, 'weakpass');
    await user.type(confirm, 'weakpas');
    await user.click(button);
    expect(within(dialog).getByText('Password must contain an uppercase letter, a lowercase letter and a number')).toBeTruthy();
    expect(within(dialog).getByText('Passwords do not match')).toBeTruthy();
    expect(actions.resetPassword).not.toHaveBeenCalled();
  });

  it('resets, then signs in with the new password and goes on like a login', async () => {
    const { user, button, password, confirm, typeCode, actions } = await openReset();
    await typeCode('123456');
    await user.type(password, 'N3wPassword');
    await user.type(confirm, 'N3wPassword');
    await user.click(button);
    // Reset, sign-in and navigation are one promise chain; a loaded machine can finish it after the click.
    await waitFor(() => expect(navigateAfterLogin).toHaveBeenCalledTimes(1));
    expect(actions.resetPassword).toHaveBeenCalledWith({ email: 'asha@example.com', code: '123456', newPassword: 'N3wPassword' });
    expect(actions.login).toHaveBeenCalledWith('asha@example.com', 'N3wPassword');
  });

  it('closes and asks the user to log in when the automatic sign-in fails', async () => {
    const info = vi.spyOn(toast, 'info');
    const actions = fakeAuth();
    actions.login.mockRejectedValueOnce(apiError(429, 'Too many attempts. Please try again later'));
    const { user, button, password, confirm, typeCode } = await openReset(actions);
    await typeCode('123456');
    await user.type(password, 'N3wPassword');
    await user.type(confirm, 'N3wPassword');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(info).toHaveBeenCalledWith('Your password was changed. Please log in with your new password.');
    expect(navigateAfterLogin).not.toHaveBeenCalled();
  });

  it('shows a rejected code inline and keeps the passwords', async () => {
    const actions = fakeAuth();
    actions.resetPassword.mockRejectedValueOnce(apiError(400, 'Verification code has expired'));
    const { user, dialog, button, password, confirm, typeCode } = await openReset(actions);
    await typeCode('123456');
    await user.type(password, 'N3wPassword');
    await user.type(confirm, 'N3wPassword');
    await user.click(button);
    expect(await within(dialog).findByText('Verification code has expired')).toBeTruthy();
    expect((password as HTMLInputElement).value).toBe('N3wPassword');
    expect(actions.login).not.toHaveBeenCalled();
  });

  it('asks for the e-mail when opened with ?auth=reset and no address', async () => {
    const { dialog } = await openReset(fakeAuth(), '/?auth=reset');
    expect(within(dialog).getByLabelText(/^Email/)).toBeTruthy();
  });

  it('is reached from forgot password, which sends the reset code', async () => {
    const user = userEvent.setup({ delay: null });
    const actions = fakeAuth();
    renderSite(<div />, { route: '/?auth=login', actions });
    const login = await findDialog('Welcome Back');
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await findDialog('Reset Password');
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Code' }));
    expect(within(forgot).getByText('Email is required')).toBeTruthy();
    await user.type(within(forgot).getByLabelText(/^Email/), 'asha@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Code' }));
    expect(actions.forgotPassword).toHaveBeenCalledWith('asha@example.com');
    const reset = await findDialog('Create New Password');
    expect(within(reset).getByText('Enter the code sent to asha@example.com and choose a new password.')).toBeTruthy();
  });
});
