import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProject } from '../../test/fixtures';
import { EditProjectDialog } from './edit-project-dialog';

describe('edit project', () => {
  it('sends the edited fields, clearing emptied ones with null', async () => {
    const onSubmit = vi.fn(async () => true);
    const onOpenChange = vi.fn();
    render(<EditProjectDialog open onOpenChange={onOpenChange} project={makeProject({ name: 'Riverside', budget_amount: 500000 })} onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Project Name' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Budget (₹)' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Timeline' }), 'urgent');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Steel & Metal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: null, budget_amount: null, timeline: 'urgent', selected_materials: ['Cement', 'Steel & Metal'], location: 'Prahlad Nagar, Ahmedabad, Gujarat' }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the dialog open with a message when the location is emptied', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<EditProjectDialog open onOpenChange={vi.fn()} project={makeProject()} onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByRole('textbox', { name: /^Location/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Location is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
