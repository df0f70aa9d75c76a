import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMaterial, makeProject } from '../../test/fixtures';
import { IDLE_EXTRACTION } from '../extraction/extraction-state';
import { OverviewTab, type OverviewTabProps } from './overview-tab';

function renderOverview(props: Partial<OverviewTabProps> = {}) {
  const handlers = {
    onEditProject: vi.fn(),
    onDeleteProject: vi.fn(),
    onAddMaterial: vi.fn(async () => true),
    onUpdateMaterial: vi.fn(async () => true),
    onDeleteMaterial: vi.fn(async () => true),
  };
  render(
    <OverviewTab
      project={makeProject({ budget_amount: 2500000, timeline: null, location: 'Satellite, Ahmedabad' })}
      materials={[makeMaterial({ id: 3, name: 'TMT bars' })]}
      extraction={{ state: IDLE_EXTRACTION, running: false, connectionError: null, onStart: vi.fn(async () => {}), onReconnect: vi.fn() }}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('project Overview', () => {
  it('shows the four facts with Not specified for an empty timeline and the budget in rupees', () => {
    renderOverview();
    expect(screen.getByText('Satellite, Ahmedabad')).toBeTruthy();
    expect(screen.getByText('Not specified')).toBeTruthy();
    expect(screen.getByText('₹25,00,000')).toBeTruthy();
    expect(screen.getByText('1 item')).toBeTruthy();
  });

  it('adds a material from the dialog, starting from Cement, 1 bags, normal', async () => {
    const { onAddMaterial } = renderOverview();
    await userEvent.click(screen.getByRole('button', { name: 'Add Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Material' });
    expect((within(dialog).getByRole('spinbutton', { name: /^Quantity/ }) as HTMLInputElement).value).toBe('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Material' }));
    expect(await screen.findByText('Material name is required')).toBeTruthy();
    expect(onAddMaterial).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /^Material Name/ }), 'OPC 53 cement');
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand' }), 'UltraTech');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Material' }));
    await waitFor(() => expect(onAddMaterial).toHaveBeenCalled());
    expect(onAddMaterial).toHaveBeenCalledWith({
      name: 'OPC 53 cement',
      category: 'Cement',
      quantity: 1,
      unit: 'bags',
      urgency: 'normal',
      budget_amount: null,
      notes: null,
      specifications: { brand: 'UltraTech' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('requires a quantity when editing a row whose quantity is "to confirm"', async () => {
    const { onUpdateMaterial } = renderOverview({ materials: [makeMaterial({ id: 5, name: 'Sand', quantity: null })] });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sand' }));
    await screen.findByRole('dialog', { name: 'Edit Material' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Quantity is required')).toBeTruthy();
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Quantity/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onUpdateMaterial).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }), expect.objectContaining({ name: 'Sand', quantity: 12 })));
  });

  it("asks 'Are you sure you want to delete this material?' before deleting", async () => {
    const { onDeleteMaterial } = renderOverview();
    await userEvent.click(screen.getByRole('button', { name: 'Delete TMT bars' }));
    expect(await screen.findByText('Are you sure you want to delete this material?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDeleteMaterial).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete TMT bars' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDeleteMaterial).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });
});
