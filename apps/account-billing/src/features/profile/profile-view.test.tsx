import type { TProfile } from '@app/sdk';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileView, type ProfileViewProps } from './profile-view';

const profile: TProfile = {
  id: '0b6c6f9e-3f5e-4c5a-9a57-3b2f4c1d2e10',
  name: 'Asha Mehta',
  email: 'asha@example.in',
  handle: 'ashamehta',
  bio: 'Architect in Surat.',
  is_verified: true,
  is_admin: false,
  created_at: '2026-03-05T10:00:00.000Z',
  links: ['https://asha.example.in', 'https://www.linkedin.com/in/asha'],
  phone: null,
};

function renderProfile(props: Partial<ProfileViewProps> = {}) {
  const onRefresh = vi.fn();
  render(
    <ProfileView profile={profile} isLoading={false} isRefreshing={false} error={null} onRefresh={onRefresh} {...props} />,
  );
  return { onRefresh };
}

describe('/profile', () => {
  it('shows the profile read-only: name, badge, handle, bio, e-mail, user id and member-since date', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Asha Mehta' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('@ashamehta')).toBeTruthy();
    expect(screen.getByText('Architect in Surat.')).toBeTruthy();
    expect(screen.getByText('asha@example.in')).toBeTruthy();
    expect(screen.getByText(profile.id)).toBeTruthy();
    expect(screen.getByText('5 March 2026')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('marks an unverified account Not Verified', () => {
    renderProfile({ profile: { ...profile, is_verified: false } });
    expect(screen.getByText('Not Verified')).toBeTruthy();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('leaves out the bio and links sections when there are none', () => {
    renderProfile({ profile: { ...profile, bio: null, links: [] } });
    expect(screen.queryByRole('heading', { name: 'Bio' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Links' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens each link in a new tab without giving the page access to this one', () => {
    renderProfile();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0]?.getAttribute('href')).toBe('https://asha.example.in');
    expect(within(links[0]!).getByText('(opens in a new tab)')).toBeTruthy();
  });

  it('shows a link that is not a web address as text, not as a link', () => {
    renderProfile({ profile: { ...profile, links: ['javascript:alert(1)'] } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
  });

  it('reloads the profile with Refresh Profile', async () => {
    const { onRefresh } = renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Profile' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows the loading state before the first answer', () => {
    renderProfile({ profile: undefined, isLoading: true });
    expect(screen.getByText('Loading profile...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh Profile' })).toBeNull();
  });

  it('shows the failure with Try Again, which loads the profile again', async () => {
    const { onRefresh } = renderProfile({ profile: undefined, error: 'Failed to load profile' });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load profile');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
