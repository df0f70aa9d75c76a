import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormFooter } from './form-footer';

const props = { form: 'f', cancelLabel: 'Cancel', submitLabel: 'Save', pendingLabel: 'Saving...' };

describe('FormFooter', () => {
  it('submits its form and cancels', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onCancel = vi.fn();
    render(
      <>
        <form id="f" onSubmit={onSubmit} />
        <FormFooter {...props} onCancel={onCancel} pending={false} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says the pending label on a disabled submit while pending, and stays disabled when told', () => {
    const { rerender } = render(<FormFooter {...props} onCancel={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    rerender(<FormFooter {...props} onCancel={vi.fn()} pending={false} disabled />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});
