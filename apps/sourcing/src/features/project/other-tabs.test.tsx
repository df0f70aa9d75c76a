import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComingSoonTab, VendorsTab } from './other-tabs';

describe('project tabs', () => {
  it("Vendors says 'No Materials Yet' with Go to Overview when there are no materials", async () => {
    const onGoToOverview = vi.fn();
    render(<VendorsTab materialsCount={0} onGoToOverview={onGoToOverview} />);
    expect(screen.getByRole('heading', { name: 'No Materials Yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Overview' }));
    expect(onGoToOverview).toHaveBeenCalled();
  });

  it("Vendors says 'No Vendors Found' once materials exist", () => {
    render(<VendorsTab materialsCount={2} onGoToOverview={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'No Vendors Found' })).toBeTruthy();
  });

  it('Price Comparison and Communication say Coming Soon', () => {
    render(<ComingSoonTab />);
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.getByText('This feature is under development. Stay tuned!')).toBeTruthy();
  });
});
