import { describe, expect, it } from 'vitest';
import { readCsv } from './csv.js';

describe('CSV reader', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes, with the line each record starts on', () => {
    const text = 'name,address\r\n"Shree ""Ambica"" Traders","12, GIDC\nNaroda"\r\nPatel Steel , Surat\n';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['name', 'address'] },
      { line: 2, cells: ['Shree "Ambica" Traders', '12, GIDC\nNaroda'] },
      { line: 4, cells: ['Patel Steel', 'Surat'] },
    ]);
  });

  it('drops a byte order mark and blank lines, and keeps empty values', () => {
    expect(readCsv('\uFEFFa,b,c\n\n1,,3\n,,\n')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 3, cells: ['1', '', '3'] },
      { line: 4, cells: ['', '', ''] },
    ]);
  });

  it('reads a last record without a line end', () => {
    expect(readCsv('a\n"x"')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['x'] },
    ]);
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(() => readCsv('name\n"Open, quote\nmore')).toThrow('Line 2: a quoted value is never closed');
  });
});
