import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByText('Remember me'));
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('announces an error and marks the box invalid', () => {
    render(<Checkbox label="I agree" error="You must agree to the terms and conditions" />);
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('You must agree to the terms and conditions');
  });
});
