import type { TKnownDevice } from '@app/sdk';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DevicesCard, type DevicesCardProps } from './devices-card';

const laptop: TKnownDevice = {
  id: '7c1e8f5a-1d2b-4c3d-8e4f-5a6b7c8d9e01',
  label: 'Chrome on Windows',
  created_at: '2026-03-05T10:00:00.000Z',
  last_used_at: '2026-11-20T08:30:00.000Z',
  current: true,
};
const phone: TKnownDevice = {
  id: '7c1e8f5a-1d2b-4c3d-8e4f-5a6b7c8d9e02',
  label: 'Safari on iOS',
  created_at: '2026-06-01T10:00:00.000Z',
  last_used_at: '2026-11-18T08:30:00.000Z',
  current: false,
};

function renderCard(props: Partial<DevicesCardProps> = {}) {
  const onSignOutOthers = vi.fn();
  render(<DevicesCard devices={[laptop, phone]} isLoading={false} error={null} signingOut={false} onSignOutOthers={onSignOutOthers} {...props} />);
  return { onSignOutOthers };
}

describe('/profile devices', () => {
  it('lists each device with its label and dates, marking this one', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Devices' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Chrome on Windows')).toBeTruthy();
    expect(within(items[0]!).getByText('This device')).toBeTruthy();
    expect(within(items[0]!).getByText('Last sign-in 20 November 2026 · first 5 March 2026')).toBeTruthy();
    expect(within(items[1]!).getByText('Safari on iOS')).toBeTruthy();
    expect(within(items[1]!).queryByText('This device')).toBeNull();
  });

  it('signs out the other devices with "Sign out other devices"', async () => {
    const { onSignOutOthers } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    expect(onSignOutOthers).toHaveBeenCalledOnce();
  });

  it('offers no sign-out when this is the only device', () => {
    renderCard({ devices: [laptop] });
    expect(screen.queryByRole('button', { name: 'Sign out other devices' })).toBeNull();
  });

  it('shows why the list could not be loaded', () => {
    renderCard({ devices: undefined, error: 'Failed to load devices' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load devices');
  });
});
