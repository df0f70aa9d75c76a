import { describe, expect, it } from 'vitest';
import { uploadFormData } from './documents-api';

describe('the upload body', () => {
  it("carries the contract's text fields and the PDF as the file part", () => {
    const file = new File(['%PDF-1.4'], 'part-iii.pdf', { type: 'application/pdf' });
    const form = uploadFormData({ title: 'CGDCR Part III', type: 'regulation', standing: 'official' }, file);
    expect(form.get('title')).toBe('CGDCR Part III');
    expect(form.get('type')).toBe('regulation');
    expect(form.get('standing')).toBe('official');
    expect((form.get('file') as File).name).toBe('part-iii.pdf');
    expect(form.has('slug')).toBe(false);
  });
});
