import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMaterial } from '../../test/fixtures';
import { MaterialOrigin } from './material-origin';

describe('material origin', () => {
  it('names the file, sheet and row of a spreadsheet row with its confidence', () => {
    render(<MaterialOrigin material={makeMaterial({ confidence: 0.92, provenance: { kind: 'sheet', document_id: 1, document_name: 'boq.xlsx', sheet: 'Civil', row: 12 } })} />);
    expect(screen.getByText('boq.xlsx · Civil, row 12')).toBeTruthy();
    expect(screen.getByText('92% confidence')).toBeTruthy();
    expect(screen.queryByText('Needs review')).toBeNull();
  });

  it('opens a PDF source at its page with the line to highlight', async () => {
    const onOpenPdf = vi.fn();
    render(
      <MaterialOrigin
        material={makeMaterial({ provenance: { kind: 'page', document_id: 4, document_name: 'indent.pdf', page: 3, text: 'OPC 53 cement 500 bags' } })}
        onOpenPdf={onOpenPdf}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'indent.pdf · page 3' }));
    expect(onOpenPdf).toHaveBeenCalledWith({ documentId: 4, documentName: 'indent.pdf', page: 3, text: 'OPC 53 cement 500 bags' });
  });

  it('names an image region, a Word paragraph and a description line', () => {
    const { rerender } = render(
      <MaterialOrigin material={makeMaterial({ provenance: { kind: 'image', document_id: 2, document_name: 'site.jpg', region: { x: 10, y: 20, width: 300, height: 40 }, text: 'reti 2 brass' } })} />,
    );
    expect(screen.getByText('site.jpg · region 10,20 (300×40 px)')).toBeTruthy();
    rerender(<MaterialOrigin material={makeMaterial({ provenance: { kind: 'paragraph', document_id: 3, document_name: 'letter.docx', index: 2, text: 'x' } })} />);
    expect(screen.getByText('letter.docx · paragraph 2')).toBeTruthy();
    rerender(<MaterialOrigin material={makeMaterial({ provenance: { kind: 'description', line: 4, text: 'kapchi 20 mm 10 brass' } })} />);
    expect(screen.getByText('Description, line 4')).toBeTruthy();
  });

  it('marks a low-confidence row for review and says when a row was added by hand', () => {
    const { rerender } = render(<MaterialOrigin material={makeMaterial({ confidence: 0.4, needs_review: true })} />);
    expect(screen.getByText('Needs review')).toBeTruthy();
    expect(screen.getByText('40% confidence')).toBeTruthy();
    rerender(<MaterialOrigin material={makeMaterial({ source: 'manual', confidence: null, provenance: null })} />);
    expect(screen.getByText('Added by you')).toBeTruthy();
  });
});
