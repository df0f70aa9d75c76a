import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SettingsRoute from './settings';

describe('/settings', () => {
  it('says settings are coming soon', () => {
    render(<SettingsRoute />);
    expect(screen.getByText('Settings functionality coming soon!')).toBeTruthy();
  });
});
