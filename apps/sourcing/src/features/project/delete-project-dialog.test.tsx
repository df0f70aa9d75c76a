import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteProjectDialog, isDeleteConfirmed } from './delete-project-dialog';

describe('delete project', () => {
  it("accepts 'delete' in any case and nothing else", () => {
    expect(isDeleteConfirmed('delete')).toBe(true);
    expect(isDeleteConfirmed('DeLeTe ')).toBe(true);
    expect(isDeleteConfirmed('delet')).toBe(false);
    expect(isDeleteConfirmed('remove')).toBe(false);
  });

  it('enables Delete Project only once delete is typed', async () => {
    const onConfirm = vi.fn(async () => {});
    render(<DeleteProjectDialog open onOpenChange={vi.fn()} projectTitle="Riverside" onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Delete Project' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Type delete to confirm' }), 'DELETE');
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
