import { describe, expect, it } from 'vitest';
import { sniffDocument } from './sniff.js';
import { PNG_BYTES } from './test-support.js';

/** The first sector of an OLE compound file plus a directory entry name (UTF-16), enough for the sniffers. */
const compoundFile = (stream: string) =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from(stream, 'utf16le'), Buffer.alloc(64)]);

describe('document types from bytes', () => {
  it('reads a PNG as an image only under an image name', async () => {
    expect(await sniffDocument(PNG_BYTES, 'photo.PNG')).toEqual({ kind: 'image', contentType: 'image/png' });
    expect(await sniffDocument(PNG_BYTES, 'boq.xlsx')).toBeNull();
  });

  it('tells legacy Word from legacy Excel by the stream they hold', async () => {
    expect((await sniffDocument(compoundFile('WordDocument'), 'letter.doc'))?.kind).toBe('doc');
    expect((await sniffDocument(compoundFile('Workbook'), 'boq.xls'))?.kind).toBe('xls');
    expect(await sniffDocument(compoundFile('WordDocument'), 'boq.xls')).toBeNull();
    expect(await sniffDocument(compoundFile('PowerPoint Document'), 'deck.doc')).toBeNull();
  });

  it('accepts UTF-8 text under a spreadsheet name as CSV, and refuses binary noise or text named .pdf', async () => {
    expect(await sniffDocument(Buffer.from('Item,Qty\n"Cement, OPC",1,85,000\nરેતી,2\n'), 'boq.xls')).toEqual({ kind: 'csv', contentType: 'text/csv' });
    expect(await sniffDocument(Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe]), 'boq.xls')).toBeNull();
    expect(await sniffDocument(Buffer.from('Cement 5 bags'), 'boq.pdf')).toBeNull();
  });

  it('accepts CSV and text exports under their own names, and refuses binary bytes named .csv', async () => {
    for (const name of ['abstract.csv', 'ABSTRACT.CSV', 'export.txt']) {
      expect(await sniffDocument(Buffer.from('S. No.,Particulars,Qty.\n1,PCC 1:4:8,12.5\n'), name)).toEqual({ kind: 'csv', contentType: 'text/csv' });
    }
    expect(await sniffDocument(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'boq.csv')).toBeNull();
  });

  it('reads a PDF by its header', async () => {
    expect(await sniffDocument(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'indent.pdf')).toEqual({
      kind: 'pdf',
      contentType: 'application/pdf',
    });
  });
});
