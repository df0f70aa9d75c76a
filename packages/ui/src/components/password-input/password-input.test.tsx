import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" defaultValue="S3cret-pass" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('names the toggle in the current language', async () => {
    const { i18n } = await import('../../../.storybook/i18n');
    await i18n.changeLanguage('gu');
    render(<PasswordInput label="પાસવર્ડ" />);
    expect(screen.getByRole('button', { name: 'પાસવર્ડ બતાવો' })).toBeTruthy();
  });
});
