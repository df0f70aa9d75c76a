import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { value: 'overview', label: 'Overview', content: 'Overview panel' },
  { value: 'vendors', label: 'Vendors', badge: 3, content: 'Vendors panel' },
  { value: 'prices', label: 'Price Comparison', comingSoon: true, content: 'Coming soon panel' },
];

describe('Tabs', () => {
  it('selects the first tab and shows its panel', () => {
    render(<Tabs aria-label="Project sections" items={items} />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Overview');
    expect(screen.getByRole('tabpanel').textContent).toBe('Overview panel');
  });

  it('shows a count badge and the Coming Soon badge inside the tab names', () => {
    render(<Tabs aria-label="Project sections" items={items} />);
    expect(screen.getByRole('tab', { name: 'Vendors 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Price Comparison Coming Soon' })).toBeTruthy();
  });

  it('switches panels when another tab is chosen', async () => {
    render(<Tabs aria-label="Project sections" items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: /Vendors/ }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Vendors panel');
  });
});
