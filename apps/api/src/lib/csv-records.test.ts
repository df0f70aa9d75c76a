import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records.mjs';

describe('readCsvRecords', () => {
  it('splits on the separator it is given and keeps quoted separators, quotes and line breaks', () => {
    const { records } = readCsvRecords('Item;Qty\n"Cement; OPC ""53""";"1,85,000"\nSand\t; 20 \n', { separator: ';' });
    expect(records).toEqual([
      { line: 1, cells: ['Item', 'Qty'] },
      { line: 2, cells: ['Cement; OPC "53"', '1,85,000'] },
      { line: 3, cells: ['Sand', '20'] },
    ]);
  });

  it('counts lines inside quoted values, so a record names the line it starts on', () => {
    const { records } = readCsvRecords('a,b\n"one\ntwo",x\r\n\r\nlast,y');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
    expect(records[1]?.cells).toEqual(['one\ntwo', 'x']);
  });

  it('stops after the most records asked for and says text was left', () => {
    const csv = 'h\n1\n2\n3\n';
    expect(readCsvRecords(csv, { maxRecords: 2 })).toMatchObject({ records: [{ cells: ['h'] }, { cells: ['1'] }], truncated: true });
    expect(readCsvRecords(csv, { maxRecords: 4 })).toMatchObject({ truncated: false });
  });

  it('ends a quote left open at the end of the text and names the line it opened on', () => {
    expect(readCsvRecords('name\nx,"open\nmore')).toEqual({
      records: [
        { line: 1, cells: ['name'] },
        { line: 2, cells: ['x', 'open\nmore'] },
      ],
      truncated: false,
      unclosedQuoteLine: 2,
    });
  });
});
