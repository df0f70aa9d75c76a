import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SettingsRoute from './settings';
import { BillingRoute, PaymentRoute } from './upcoming';

describe('pages coming in this release', () => {
  it.each([
    ['/billing', BillingRoute, 'Billing & Plans'],
    ['/payment', PaymentRoute, 'Choose Your Plan'],
  ])('%s names the screen, says it is coming in this release and links back to /home', (_path, Route, title) => {
    render(<Route />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Coming in this release')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Agents' }).getAttribute('href')).toBe('/home');
  });

  it('/settings says settings are coming soon', () => {
    render(<SettingsRoute />);
    expect(screen.getByText('Settings functionality coming soon!')).toBeTruthy();
  });
});
