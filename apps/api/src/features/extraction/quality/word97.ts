/**
 * A legacy Word (97–2003, .doc) file written by hand, for the quality set: no library on npm
 * writes the binary format. It holds what a reader needs and what Word itself writes for plain
 * text: an OLE compound file (version 3, 512-byte sectors) with a `WordDocument` stream (the FIB
 * the text (8-bit) and one page of paragraph properties) and a `0Table` stream (the piece table and
 * where that page is). Paragraphs end in \r; a table row is its cells each closed by \x07, then the
 * row's own \x07 marked "table terminating paragraph" in its paragraph properties — as Word stores them.
 */
const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
/** Streams under 4,096 bytes would live in the mini stream; padding them keeps the file simple. */
const MIN_STREAM = 4096;
/** The first paragraph properties page (FKP, 512 bytes of the WordDocument stream); the text follows the last. */
const PAPX_PAGE = 3;
/** Paragraph runs per properties page (each takes 17 of its bytes). */
const RUNS_PER_PAGE = 25;
/** In 0Table: the piece table at 0, the properties page's index at this offset. */
const PLC_BTE_PAPX_AT = 0x100;

type Block = string | string[][];

function text(blocks: Block[]): string {
  const body = blocks
    .map((block) => (typeof block === 'string' ? `${block}\r` : block.map((row) => `${row.map((cell) => `${cell}\x07`).join('')}\x07`).join('')))
    .join('');
  if ([...body].some((ch) => ch !== '\x07' && ch !== '\r' && (ch < ' ' || ch > '~'))) throw new Error('word97 writes ASCII text only');
  return body;
}

/** Each paragraph's end (after its \r or \x07); a table row's closing \x07 is "table terminating". */
function paragraphs(body: string): { end: number; ttp: boolean }[] {
  const ends: { end: number; ttp: boolean }[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\r') ends.push({ end: i + 1, ttp: false });
    else if (body[i] === '\x07') {
      // Two marks in a row: the second closes the row (cells are never empty here).
      const ttp = body[i - 1] === '\x07' && !ends.at(-1)?.ttp;
      ends.push({ end: i + 1, ttp });
    }
  }
  return ends;
}

/**
 * One paragraph properties page: a run per paragraph; a table row's closing mark gets
 * sprmPFTtp (0x2417), the others only a style (istd 0).
 */
function papxPage(runs: { start: number; end: number; ttp: boolean }[]): Buffer {
  const page = Buffer.alloc(SECTOR);
  const crun = runs.length;
  const plain = 480;
  const ttp = 490;
  page.writeUInt32LE(runs[0]?.start ?? 0, 0);
  runs.forEach((run, j) => {
    page.writeUInt32LE(run.end, (j + 1) * 4);
    page.writeUInt8((run.ttp ? ttp : plain) / 2, (crun + 1) * 4 + j * 13);
  });
  // PapxInFkp: cb, then 2·cb − 1 bytes: istd (2 bytes) and the properties.
  Buffer.from([2, 0, 0, 0]).copy(page, plain);
  Buffer.from([3, 0, 0, 0x17, 0x24, 1]).copy(page, ttp);
  page.writeUInt8(crun, 511);
  return page;
}

function wordDocumentStream(body: Buffer, textAt: number, clxSize: number, pages: Buffer[]): Buffer {
  const stream = Buffer.alloc(Math.max(MIN_STREAM, textAt + body.length));
  stream.writeUInt16LE(0xa5ec, 0x00); // wIdent
  stream.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  stream.writeUInt16LE(0x0000, 0x0a); // flags: the table stream is 0Table
  stream.writeUInt32LE(textAt, 0x18); // fcMin
  stream.writeUInt32LE(textAt + body.length, 0x1c); // fcMac
  stream.writeUInt32LE(body.length, 0x4c); // ccpText
  stream.writeUInt32LE(PLC_BTE_PAPX_AT, 0x102); // fcPlcfBtePapx
  stream.writeUInt32LE(4 + pages.length * 8, 0x106); // lcbPlcfBtePapx
  stream.writeUInt32LE(0, 0x1a2); // fcClx: the piece table at the start of 0Table
  stream.writeUInt32LE(clxSize, 0x1a6); // lcbClx
  pages.forEach((page, k) => page.copy(stream, (PAPX_PAGE + k) * SECTOR));
  body.copy(stream, textAt);
  return stream;
}

function tableStream(textAt: number, characters: number, pageStarts: number[]): { stream: Buffer; clxSize: number } {
  // Clx: one piece (Pcdt 0x02, its size, the CPs 0..n, one PCD whose fc has bit 30 set: 8-bit text at fc/2).
  const plcPcd = Buffer.alloc(4 * 2 + 8);
  plcPcd.writeUInt32LE(0, 0);
  plcPcd.writeUInt32LE(characters, 4);
  plcPcd.writeUInt32LE(((textAt * 2) | 0x40000000) >>> 0, 8 + 2);
  const clx = Buffer.concat([Buffer.from([0x02]), Buffer.alloc(4), plcPcd]);
  clx.writeUInt32LE(plcPcd.length, 1);
  const stream = Buffer.alloc(MIN_STREAM);
  clx.copy(stream, 0);
  // PlcBtePapx: the file position each page starts at (and the end), then the pages' numbers.
  [...pageStarts, textAt + characters].forEach((fc, i) => stream.writeUInt32LE(fc, PLC_BTE_PAPX_AT + i * 4));
  pageStarts.forEach((_, k) => stream.writeUInt32LE(PAPX_PAGE + k, PLC_BTE_PAPX_AT + (pageStarts.length + 1) * 4 + k * 4));
  return { stream, clxSize: clx.length };
}

function directoryEntry(name: string, type: number, fields: { left?: number; right?: number; child?: number; start?: number; size?: number }): Buffer {
  const entry = Buffer.alloc(128);
  if (type) {
    entry.write(name, 0, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 0x40);
  }
  entry.writeUInt8(type, 0x42);
  entry.writeUInt8(1, 0x43); // black
  entry.writeUInt32LE(fields.left ?? FREE, 0x44);
  entry.writeUInt32LE(fields.right ?? FREE, 0x48);
  entry.writeUInt32LE(fields.child ?? FREE, 0x4c);
  entry.writeUInt32LE(fields.start ?? END_OF_CHAIN, 0x74);
  entry.writeUInt32LE(fields.size ?? 0, 0x78);
  return entry;
}

/** An OLE compound file holding `streams` (each at least 4,096 bytes), FAT in sector 0, directory in sector 1. */
function compoundFile(streams: [string, Buffer][]): Buffer {
  const sectors = (b: Buffer) => Math.ceil(b.length / SECTOR);
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  let next = 2;
  const starts = streams.map(([, data]) => {
    const start = next;
    const count = sectors(data);
    for (let i = 0; i < count; i++) fat.writeUInt32LE(i === count - 1 ? END_OF_CHAIN : start + i + 1, (start + i) * 4);
    next += count;
    return start;
  });
  if (next > SECTOR / 4) throw new Error('too large for one FAT sector');
  // Siblings are ordered by name length, then name: "0Table" is left of "WordDocument".
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, { child: 1 }),
    directoryEntry(streams[0]?.[0] ?? '', 2, { left: 2, start: starts[0], size: streams[0]?.[1].length }),
    directoryEntry(streams[1]?.[0] ?? '', 2, { start: starts[1], size: streams[1]?.[1].length }),
    directoryEntry('', 0, {}),
  ]);
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18);
  header.writeUInt16LE(0x0003, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(MIN_STREAM, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(sectors(b) * SECTOR - b.length)]);
  return Buffer.concat([header, fat, directory, ...streams.map(([, data]) => pad(data))]);
}

/** A .doc of paragraphs (strings) and tables (rows of non-empty cells); ASCII text. */
export function word97(blocks: Block[]): Buffer {
  const characters = text(blocks);
  const body = Buffer.from(characters, 'latin1');
  const ends = paragraphs(characters);
  const pageCount = Math.max(1, Math.ceil(ends.length / RUNS_PER_PAGE));
  const textAt = (PAPX_PAGE + pageCount) * SECTOR;
  const runs = ends.map((run, i) => ({ start: textAt + (ends[i - 1]?.end ?? 0), end: textAt + run.end, ttp: run.ttp }));
  const chunks = Array.from({ length: pageCount }, (_, k) => runs.slice(k * RUNS_PER_PAGE, (k + 1) * RUNS_PER_PAGE));
  const table = tableStream(textAt, body.length, chunks.map((chunk) => chunk[0]?.start ?? textAt));
  return compoundFile([
    ['WordDocument', wordDocumentStream(body, textAt, table.clxSize, chunks.map(papxPage))],
    ['0Table', table.stream],
  ]);
}
