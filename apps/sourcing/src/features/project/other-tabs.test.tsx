import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonTab } from './other-tabs';

describe('project tabs', () => {
  it('Price Comparison and Communication say Coming Soon', () => {
    render(<ComingSoonTab />);
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.getByText('This feature is under development. Stay tuned!')).toBeTruthy();
  });
});
