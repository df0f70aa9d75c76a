import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named and described, and closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Dialog trigger={<Button>Open</Button>} title="Reset Password" description="We will e-mail you a code." />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'We will e-mail you a code.',
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Dialog defaultOpen title="Add material" />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
