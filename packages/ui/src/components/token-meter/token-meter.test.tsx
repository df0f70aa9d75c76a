import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenMeter, tokenLevel } from './token-meter';

describe('tokenLevel', () => {
  it.each([
    [0, 'normal'],
    [8000, 'normal'], // exactly 80 % is not above 80 %
    [8001, 'warning'],
    [9500, 'warning'], // exactly 95 % is not above 95 %
    [9501, 'danger'],
    [12000, 'danger'],
  ])('%i of 10000 tokens is %s', (used, level) => {
    expect(tokenLevel(used, 10000)).toBe(level);
  });

  it('treats a zero budget as exhausted', () => {
    expect(tokenLevel(0, 0)).toBe('danger');
  });
});

describe('TokenMeter', () => {
  it('shows the tokens used out of the total', () => {
    render(<TokenMeter used={2450} total={10000} />);
    expect(screen.getByText('2,450 / 10,000')).toBeTruthy();
  });

  it('turns orange above 80 % and red above 95 %', () => {
    const { container, rerender } = render(<TokenMeter used={8000} total={10000} />);
    const meter = () => container.firstElementChild!;
    expect(meter().className).toContain('ui-token-meter--normal');

    rerender(<TokenMeter used={8100} total={10000} />);
    expect(meter().className).toContain('ui-token-meter--warning');
    expect(screen.getByRole('progressbar').parentElement!.className).toContain('ui-progress--warning');

    rerender(<TokenMeter used={9600} total={10000} />);
    expect(meter().className).toContain('ui-token-meter--danger');
    expect(screen.getByRole('progressbar').parentElement!.className).toContain('ui-progress--danger');
  });

  it('exposes usage as an accessible progress bar', () => {
    render(<TokenMeter used={5000} total={20000} />);
    const bar = screen.getByRole('progressbar', { name: 'Tokens used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('5,000 / 20,000');
  });
});
