import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from './top-bar';

describe('TopBar', () => {
  it('renders its slots and the location chip in a banner', () => {
    render(<TopBar left="Projects" right={<span>menu</span>} location={{ loading: true }} />);
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('Projects');
    expect(banner.textContent).toContain('menu');
    expect(screen.getByRole('button', { name: 'Detecting...' })).toBeTruthy();
  });

  it('offers a menu button for the mobile drawer when asked', async () => {
    const onMenuClick = vi.fn();
    render(<TopBar left="Projects" onMenuClick={onMenuClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onMenuClick).toHaveBeenCalledTimes(1);
  });
});
