import type { TMaterial, TUpdateMaterialRequest } from '@app/sdk';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMaterial } from '../../test/fixtures';
import { MaterialsTable } from './materials-table';

function renderTable(materials: TMaterial[], onUpdate = vi.fn(async (_m: TMaterial, _c: TUpdateMaterialRequest) => true)) {
  const props = { onAdd: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(<MaterialsTable materials={materials} onUpdate={onUpdate} {...props} />);
  return { onUpdate, ...props };
}

describe('materials table', () => {
  it('shows only the rows marked for review while Needs review is pressed, with their count', async () => {
    renderTable([
      makeMaterial({ id: 1, name: 'OPC 53 cement' }),
      makeMaterial({ id: 2, name: 'River sand', quantity: null, needs_review: true }),
      makeMaterial({ id: 3, name: 'Hectare of turfing', needs_review: true }),
    ]);
    const names = () => screen.getAllByRole('textbox', { name: 'Material Name' }).map((input) => (input as HTMLInputElement).value);
    const filter = screen.getByRole('button', { name: 'Needs review (2)' });
    expect(filter.getAttribute('aria-pressed')).toBe('false');
    expect(names()).toEqual(['OPC 53 cement', 'River sand', 'Hectare of turfing']);

    await userEvent.click(filter);
    expect(filter.getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['River sand', 'Hectare of turfing']);

    await userEvent.click(filter);
    expect(names()).toEqual(['OPC 53 cement', 'River sand', 'Hectare of turfing']);
  });

  it('keeps the pressed filter when its last row is reviewed, and says nothing is left to review', async () => {
    const props = { onUpdate: vi.fn(async () => true), onAdd: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
    const { rerender } = render(<MaterialsTable materials={[makeMaterial({ id: 2, name: 'River sand', needs_review: true })]} {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Needs review (1)' }));
    rerender(<MaterialsTable materials={[makeMaterial({ id: 2, name: 'River sand', needs_review: false })]} {...props} />);
    expect(screen.getByText('No materials need review')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Needs review (0)', pressed: true }));
    expect(screen.getByRole('textbox', { name: 'Material Name' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Needs review/ })).toBeNull();
  });

  it('offers no review filter when no row needs review', () => {
    renderTable([makeMaterial({ id: 1 })]);
    expect(screen.queryByRole('button', { name: /Needs review/ })).toBeNull();
  });

  it('saves a name edit when the cell loses focus, and only when it changed', async () => {
    const { onUpdate } = renderTable([makeMaterial({ id: 4, name: 'Cement' })]);
    const name = screen.getByRole('textbox', { name: 'Material Name' });
    await userEvent.click(name);
    await userEvent.tab();
    expect(onUpdate).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, 'OPC 53 cement');
    await userEvent.tab();
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), { name: 'OPC 53 cement' });
  });

  it('saves a unit as soon as the selection changes', async () => {
    const { onUpdate } = renderTable([makeMaterial({ id: 2, unit: 'bags' })]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'ton');
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), { unit: 'ton' });
  });

  it('puts back a quantity under 0.01 without saving, and a refused save', async () => {
    const onUpdate = vi.fn(async () => false);
    renderTable([makeMaterial({ quantity: 10 })], onUpdate);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.tab();
    expect(onUpdate).not.toHaveBeenCalled();
    expect(quantity.value).toBe('10');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    await userEvent.tab();
    expect(onUpdate).toHaveBeenCalledWith(expect.anything(), { quantity: 25 });
    expect(quantity.value).toBe('10');
  });

  it('shows a quantity the document did not state as "to confirm"', () => {
    renderTable([makeMaterial({ quantity: null })]);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    expect(quantity.value).toBe('');
    expect(quantity.placeholder).toBe('to confirm');
  });

  it('expands a row to show its specifications and notes', async () => {
    renderTable([makeMaterial({ specifications: { grade: 'Fe 500D', diameter: '12 mm' }, notes: 'Deliver in April' })]);
    expect(screen.queryByText('Fe 500D')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show specifications and notes' }));
    expect(screen.getByText('Fe 500D')).toBeTruthy();
    expect(screen.getByText('Diameter')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Notes' }) as HTMLInputElement).value).toBe('Deliver in April');
    await userEvent.click(screen.getByRole('button', { name: 'Hide specifications and notes' }));
    expect(screen.queryByText('Fe 500D')).toBeNull();
  });

  it('opens the edit dialog and the delete confirmation for the row', async () => {
    const { onEdit, onDelete } = renderTable([makeMaterial({ id: 8, name: 'River sand' })]);
    const row = screen.getByTestId('material-8');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit River sand' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Delete River sand' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
  });

  it('puts only a window of a long list in the page, and tells assistive tech how many rows there are', async () => {
    const materials = Array.from({ length: 2000 }, (_, i) => makeMaterial({ id: i + 1, name: `Material ${i + 1}`, needs_review: i % 2 === 1 }));
    renderTable(materials);
    const table = screen.getByRole('table', { name: 'Materials' });
    expect(table.getAttribute('aria-rowcount')).toBe('2001');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByTestId('material-1').getAttribute('aria-rowindex')).toBe('2');
    expect(screen.queryByTestId('material-2000')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Needs review (1,000)' }));
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    expect(screen.getByTestId('material-2').getAttribute('aria-rowindex')).toBe('2');
    expect(screen.queryByTestId('material-1')).toBeNull();
  });

  it('counts an expanded row\'s details among the rows', async () => {
    renderTable([makeMaterial({ id: 1, name: 'Cement' }), makeMaterial({ id: 2, name: 'Sand' })]);
    const table = screen.getByRole('table', { name: 'Materials' });
    expect(table.getAttribute('aria-rowcount')).toBe('3');
    await userEvent.click(within(screen.getByTestId('material-1')).getByRole('button', { name: 'Show specifications and notes' }));
    expect(table.getAttribute('aria-rowcount')).toBe('4');
    expect(screen.getByTestId('material-2').getAttribute('aria-rowindex')).toBe('4');
  });
});
