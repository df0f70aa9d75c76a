import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeAuth } from '../../test/fake-auth';
import { findDialog, renderSite } from '../../test/render';
import { navigateAfterLogin } from '../../test/shell-mock';

vi.mock('@app/shell', () => import('../../test/shell-mock'));

afterEach(() => navigateAfterLogin.mockClear());

/** Reaches the verification modal the way a user does: sign up first. */
async function openVerify(actions = fakeAuth()) {
  const user = userEvent.setup({ delay: null });
  renderSite(<div />, { route: '/?auth=signup', actions });
  const signup = await findDialog('Create Your Account');
  await user.type(within(signup).getByLabelText(/^Full Name/), 'Asha');
  await user.type(within(signup).getByLabelText(/^Email/), 'asha@example.com');
  await user.type(within(signup).getByLabelText(/^Password/, { selector: 'input' }), 'Str0ngPass');
  await user.type(within(signup).getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Str0ngPass');
  await user.click(within(signup).getByRole('checkbox'));
  await user.click(within(signup).getByRole('button', { name: 'Create Account' }));
  const dialog = await findDialog('Verify Your Email');
  const submit = within(dialog).getByRole('button', { name: 'Verify Email' }) as HTMLButtonElement;
  return { user, dialog, actions, submit, firstCell: within(dialog).getAllByRole('textbox')[0]! };
}

describe('the verification modal', () => {
  it('accepts digits only and keeps Verify disabled until all six are in', async () => {
    const { user, dialog, submit, firstCell } = await openVerify();
    expect(within(dialog).getByText("Check your spam folder if you don't see the email")).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.click(firstCell);
    await user.keyboard('12a3b45');
    expect(submit.disabled).toBe(true);
    await user.keyboard('6');
    expect(submit.disabled).toBe(false);
  });

  it('verifies the code for the e-mail and goes on like a login', async () => {
    const { user, submit, firstCell, actions } = await openVerify();
    await user.click(firstCell);
    await user.paste('654321');
    await user.click(submit);
    expect(actions.verifyEmail).toHaveBeenCalledWith('asha@example.com', '654321');
    await waitFor(() => expect(navigateAfterLogin).toHaveBeenCalledTimes(1));
  });

  it('shows a wrong code inline and lets the user resend one', async () => {
    const actions = fakeAuth();
    actions.verifyEmail.mockRejectedValueOnce(apiError(400, 'Invalid verification code'));
    const { user, dialog, submit, firstCell } = await openVerify(actions);
    await user.click(firstCell);
    await user.paste('000000');
    await user.click(submit);
    expect(await within(dialog).findByText('Invalid verification code')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    expect(actions.resendCode).toHaveBeenCalledWith('asha@example.com');
    expect(navigateAfterLogin).not.toHaveBeenCalled();
  });

  it('counts down the seconds the server asks to wait before another code, then offers Resend again', async () => {
    const actions = fakeAuth();
    actions.resendCode.mockRejectedValueOnce(apiError(429, 'Too many attempts. Please try again later', 'rate_limited', 2));
    const { user, dialog } = await openVerify(actions);
    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    const waiting = (await within(dialog).findByRole('button', { name: 'Resend code in 2s' })) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(await within(dialog).findByRole('button', { name: 'Resend code in 1s' }, { timeout: 2000 })).toBeTruthy();
    const again = (await within(dialog).findByRole('button', { name: 'Resend Code' }, { timeout: 2000 })) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    await user.click(again);
    expect(actions.resendCode).toHaveBeenCalledTimes(2);
  });
});
