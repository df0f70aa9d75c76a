import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initials } from './initials';
import { UserMenu } from './user-menu';

describe('initials', () => {
  it.each([
    ['Ravi Patel', 'RP'],
    ['ravi', 'R'],
    ['', 'U'],
    ['   ', 'U'],
    ['Ravi Kumar Patel', 'RK'],
    ['  meera   shah ', 'MS'],
    ['રવિ પટેલ', 'રપ'],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it("gives 'U' without a name", () => {
    expect(initials(null)).toBe('U');
    expect(initials(undefined)).toBe('U');
  });

  it('never gives more than 2 letters', () => {
    expect(initials('a b c d e').length).toBe(2);
  });
});

describe('UserMenu', () => {
  it('shows the initials and opens a menu with the given items', async () => {
    const onLogout = vi.fn();
    render(
      <UserMenu
        name="Ravi Patel"
        items={[
          { id: 'settings', label: 'Settings', href: '/settings' },
          { id: 'logout', label: 'Logout', onSelect: onLogout },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'RP Account menu for Ravi Patel' });
    expect(trigger.querySelector('.ui-avatar')?.textContent).toBe('RP');

    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');

    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
