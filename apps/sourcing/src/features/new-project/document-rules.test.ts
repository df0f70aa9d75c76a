import { describe, expect, it } from 'vitest';
import { addDocuments, documentProblem } from './document-rules';

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { lastModified: 1 });

describe('document rules of the new-project form', () => {
  it('accepts the spec types in any case', () => {
    for (const name of ['boq.pdf', 'a.XLSX', 'b.xls', 'c.doc', 'd.docx', 'e.jpg', 'f.JPEG', 'g.png']) {
      expect(documentProblem(file(name))).toBeNull();
    }
  });

  it('refuses other types, files over 10 MB and empty files', () => {
    expect(documentProblem(file('notes.rtf'))).toBe('type');
    expect(documentProblem(file('abstract.csv'))).toBeNull();
    expect(documentProblem(file('export.txt'))).toBeNull();
    expect(documentProblem(file('README'))).toBe('type');
    expect(documentProblem({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('size');
    expect(documentProblem({ name: 'max.pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(documentProblem(file('zero.pdf', 0))).toBe('empty');
  });

  it('keeps the good files of a batch and reports each refused one', () => {
    const kept = file('boq.xlsx');
    const { files, rejected } = addDocuments([kept], [file('plan.pdf'), file('virus.exe'), kept]);
    expect(files.map((f) => f.name)).toEqual(['boq.xlsx', 'plan.pdf']);
    expect(rejected).toEqual([
      { name: 'virus.exe', problem: 'type' },
      { name: 'boq.xlsx', problem: 'duplicate' },
    ]);
  });

  it('refuses an 11th file', () => {
    const ten = Array.from({ length: 10 }, (_, i) => file(`d${i}.pdf`));
    expect(addDocuments(ten, [file('eleven.pdf')]).rejected).toEqual([{ name: 'eleven.pdf', problem: 'count' }]);
  });
});
