import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes the rounded percent to assistive technology', () => {
    render(<ProgressBar value={45.6} label="Extracting" />);
    const bar = screen.getByRole('progressbar', { name: 'Extracting' });
    expect(bar.getAttribute('aria-valuenow')).toBe('46');
    expect(bar.getAttribute('aria-valuetext')).toBe('46%');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('clamps values outside 0–100', () => {
    render(<ProgressBar value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('100');
  });
});
