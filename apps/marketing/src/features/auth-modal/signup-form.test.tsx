import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeAuth } from '../../test/fake-auth';
import { findDialog, renderSite } from '../../test/render';

vi.mock('@app/shell', () => import('../../test/shell-mock'));

async function openSignup(actions = fakeAuth()) {
  const user = userEvent.setup({ delay: null });
  renderSite(<div />, { route: '/?auth=signup', actions });
  // The first open also loads the modals' lazy chunk.
  const dialog = await findDialog('Create Your Account');
  // Labels read "Password *" (the star is hidden from screen readers): match from the start.
  const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  const fill = async (label: string, value: string) => {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  };
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  const fillValid = async () => {
    await fill('Full Name', '  Asha Patel ');
    await fill('Email', 'asha@example.com');
    await fill('Password', 'Str0ngPass');
    await fill('Confirm Password', 'Str0ngPass');
    await user.click(within(dialog).getByRole('checkbox'));
  };
  return { user, dialog, actions, field, fill, submit, fillValid };
}

const alerts = (dialog: HTMLElement) => within(dialog).queryAllByRole('alert').map((alert) => alert.textContent);

describe('the sign-up modal', () => {
  it('opens on arrival with ?auth=signup, with the terms linking /terms and /privacy', async () => {
    const { dialog } = await openSignup();
    expect(within(dialog).getByRole('link', { name: /Terms of Service/ }).getAttribute('href')).toBe('/terms');
    expect(within(dialog).getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe('/privacy');
    expect(within(dialog).getByText('At least 8 characters with uppercase, lowercase, and number')).toBeTruthy();
  });

  it('shows a message for every required field on an empty submit and calls nothing', async () => {
    const { dialog, submit, actions } = await openSignup();
    await submit();
    expect(alerts(dialog)).toEqual([
      'Name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must agree to the terms and conditions',
    ]);
    expect(actions.register).not.toHaveBeenCalled();
  });

  it('explains each broken rule: blank name, bad e-mail, short or weak password, mismatch, bad phone', async () => {
    const { dialog, fill, submit, fillValid } = await openSignup();
    await fillValid();
    await fill('Full Name', '   ');
    await fill('Email', 'asha@example');
    await fill('Phone Number', '12ab');
    await fill('Password', 'Sh0rt');
    await fill('Confirm Password', 'Sh0rtX');
    await submit();
    expect(alerts(dialog)).toEqual([
      'Name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Password must be at least 8 characters',
      'Passwords do not match',
    ]);
    await fill('Password', 'nouppercase1');
    expect(alerts(dialog)).toContain('Password must contain an uppercase letter, a lowercase letter and a number');
  });

  it('registers with trimmed values and moves on to the verification modal for that e-mail', async () => {
    const { submit, fillValid, fill, actions } = await openSignup();
    await fillValid();
    await fill('Company', ' Patel Builders ');
    await submit();
    expect(actions.register).toHaveBeenCalledWith({
      name: 'Asha Patel',
      email: 'asha@example.com',
      password: 'Str0ngPass',
      phone: undefined,
      company: 'Patel Builders',
      location: undefined,
    });
    const verify = await findDialog('Verify Your Email');
    expect(within(verify).getByText('We sent a 6-digit code to asha@example.com')).toBeTruthy();
  });

  it("offers 'Click here to login instead' when the account exists (409), keeping the e-mail", async () => {
    const actions = fakeAuth();
    actions.register.mockRejectedValueOnce(apiError(409, 'An account with this email already exists'));
    const { dialog, user, submit, fillValid, field } = await openSignup(actions);
    await fillValid();
    await submit();

    const alert = await within(dialog).findByText('An account with this email already exists');
    expect((field('Full Name') as HTMLInputElement).value).toBe('  Asha Patel ');
    await user.click(within(alert).getByRole('button', { name: 'Click here to login instead' }));

    const login = await findDialog('Welcome Back');
    expect((within(login).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('asha@example.com');
  });

  it('shows other failures inline without the login link and keeps what was typed', async () => {
    const actions = fakeAuth();
    actions.register.mockRejectedValueOnce(apiError(429, 'Too many attempts. Please try again later'));
    const { dialog, submit, fillValid, field } = await openSignup(actions);
    await fillValid();
    await submit();
    expect(await within(dialog).findByText('Too many attempts. Please try again later')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Click here to login instead' })).toBeNull();
    expect((field('Email') as HTMLInputElement).value).toBe('asha@example.com');
  });
});
