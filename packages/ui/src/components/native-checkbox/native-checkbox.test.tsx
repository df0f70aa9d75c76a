import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeCheckbox } from './native-checkbox';

describe('NativeCheckbox', () => {
  it('toggles when its label is clicked and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<NativeCheckbox label="Shree Cement Traders" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Shree Cement Traders' });
    await userEvent.click(screen.getByText('Shree Cement Traders'));
    expect(box).toHaveProperty('checked', true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with the space key once focused', async () => {
    const onCheckedChange = vi.fn();
    render(<NativeCheckbox label="Shree Cement Traders" checked onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Shree Cement Traders' }));
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });
});
