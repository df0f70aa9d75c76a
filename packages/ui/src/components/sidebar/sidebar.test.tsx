import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import tokens from '../../styles/tokens.css?raw';
import css from './sidebar.css?raw';
import { RECENTS_LIMIT, Sidebar } from './sidebar';
import { SidebarItem } from './sidebar-item';

const nav = () => screen.getByRole('navigation', { name: 'Sidebar' });

describe('Sidebar', () => {
  it('collapses to the narrow width class and expands again with its toggle', async () => {
    render(
      <Sidebar>
        <SidebarItem label="Projects" href="/projects" />
      </Sidebar>,
    );
    expect(nav().className).not.toContain('ui-sidebar--collapsed');

    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(nav().className).toContain('ui-sidebar--collapsed');
    // The label is only visually hidden: the link keeps its name.
    expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('title')).toBe('Projects');

    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(nav().className).not.toContain('ui-sidebar--collapsed');
  });

  it('reports collapse changes to a controlling parent', async () => {
    const onCollapsedChange = vi.fn();
    render(<Sidebar collapsed={false} onCollapsedChange={onCollapsedChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
  });

  it('uses 260 px expanded, 60 px collapsed and a 280 px drawer under 768 px', () => {
    expect(tokens).toContain('--ui-sidebar-width: 260px;');
    expect(tokens).toContain('--ui-sidebar-width-collapsed: 60px;');
    expect(tokens).toContain('--ui-sidebar-width-mobile: 280px;');
    expect(css).toMatch(/\.ui-sidebar \{[^}]*width: var\(--ui-sidebar-width-mobile\)/);
    expect(css).toMatch(/@media \(min-width: 768px\)/);
    expect(css).toMatch(/\.ui-sidebar--collapsed \{\s*width: var\(--ui-sidebar-width-collapsed\)/);
  });

  it('lists at most 20 recents under a Recents heading', () => {
    const recents = Array.from({ length: 25 }, (_, i) => ({ id: String(i), title: `Chat ${i}`, href: `/chat?c=${i}` }));
    render(<Sidebar recents={recents} />);
    expect(RECENTS_LIMIT).toBe(20);
    const section = screen.getByRole('region', { name: 'Recents' });
    expect(section.querySelectorAll('li')).toHaveLength(20);
  });

  it('says when there are no recents', () => {
    render(<Sidebar recents={[]} />);
    expect(screen.getByText('No recent items yet')).toBeTruthy();
  });

  it('as a mobile drawer, shows an overlay and closes on overlay click, Escape or choosing an item', async () => {
    const onMobileOpenChange = vi.fn();
    const { container } = render(
      <Sidebar mobileOpen onMobileOpenChange={onMobileOpenChange}>
        <SidebarItem label="Agents" href="#agents" />
      </Sidebar>,
    );
    expect(nav().className).toContain('ui-sidebar--open');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));

    await userEvent.click(container.querySelector('.ui-sidebar__overlay')!);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('link', { name: 'Agents' }));
    expect(onMobileOpenChange).toHaveBeenCalledTimes(3);
    expect(onMobileOpenChange).toHaveBeenCalledWith(false);
  });
});
