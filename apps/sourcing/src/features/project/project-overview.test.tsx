import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeDocument, makeProject } from '../../test/fixtures';
import { DocumentsList, ProjectFacts } from './project-overview';

const SKIPPED = 'Read sheet ABSTRACT (13 items); skipped sheet DETAIL MEASUREMENTS (measurements), 5 work items (earthwork, formwork, tests…), 1 totals';

describe("the project's documents", () => {
  it('shows under each read document what was read and what was skipped', () => {
    render(<DocumentsList project={makeProject({ documents: [makeDocument({ id: 1, summary: SKIPPED }), makeDocument({ id: 2, filename: 'drawing.pdf', kind: 'pdf', status: 'pending', materials_found: 0 })] })} />);
    const [estimate, drawing] = screen.getAllByRole('listitem');
    expect(within(estimate!).getByText('Read')).toBeTruthy();
    expect(within(estimate!).getByText('13 materials found')).toBeTruthy();
    expect(within(estimate!).getByText(SKIPPED).className).toContain('sr-muted');
    expect(within(drawing!).getByText('Not read yet')).toBeTruthy();
    expect(within(drawing!).queryByText(/skipped/)).toBeNull();
  });

  it('says why a document that was read gave no material, instead of a bare Read', () => {
    const why = 'No table with quantities and no line naming a material with a quantity found on 62 pages.';
    render(<DocumentsList project={makeProject({ documents: [makeDocument({ filename: 'tender.pdf', kind: 'pdf', materials_found: 0, summary: why })] })} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('No materials found')).toBeTruthy();
    expect(within(item).getByText(why)).toBeTruthy();
    expect(within(item).queryByText('Read')).toBeNull();
    expect(within(item).queryByText('0 materials found')).toBeNull();
  });

  it('keeps the notes about parts left unread on their own lines', () => {
    const summary = 'Read sheet BOQ (400 items)\nThe sheet BOQ holds more than 5,000 rows; only the first were read.';
    render(<DocumentsList project={makeProject({ documents: [makeDocument({ summary })] })} />);
    const line = screen.getByText(/Read sheet BOQ \(400 items\)/);
    expect(line.textContent).toBe(summary);
  });

  it('lists the rows left out with why, and includes one in a click', async () => {
    const onInclude = vi.fn(() => Promise.resolve(true));
    const skipped_rows = [
      { index: 0, reason: 'work_item' as const, name: 'Earthwork in excavation for foundation', category: 'Other' as const, quantity: 120, unit: 'cum' as const, text: 'Sheet BOQ, row 2' },
      { index: 2, reason: 'rate_only' as const, name: 'Glass wool slab 48 kg/m3, 50 mm thick', category: 'Other' as const, quantity: null, unit: 'sqm' as const, text: 'Sheet BOQ, row 4' },
    ];
    const document = makeDocument({ skipped_rows });
    render(<DocumentsList project={makeProject({ documents: [document] })} onInclude={onInclude} />);
    const details = screen.getByText('2 rows left out').closest('details');
    expect(details?.open).toBe(false);
    expect(within(details!).getByText('120 Cubic metre · work item')).toBeTruthy();
    expect(within(details!).getByText('no quantity · rate only')).toBeTruthy();
    fireEvent.click(within(details!).getByRole('button', { name: 'Include Glass wool slab 48 kg/m3, 50 mm thick' }));
    await waitFor(() => expect(onInclude).toHaveBeenCalledWith(document, skipped_rows[1]));
  });
});

describe("the project's actions", () => {
  it('are Edit and Delete buttons, and the same two in a Project actions menu (the one a phone shows)', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<ProjectFacts project={makeProject()} materialsCount={3} onEdit={onEdit} onDelete={onDelete} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Project actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Project actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
