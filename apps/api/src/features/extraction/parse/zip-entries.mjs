// The zip side of exceljs's streaming workbook reader, in place of unzipper (see read-xlsx.mjs).
// exceljs asks unzipper for a forward-only `Parse` stream of entries; unzipper's dependency tree
// (bluebird, fstream, es-abstract through traverse) costs every parser thread ~250 ms of CPU to
// load, more than reading a 1,000-row sheet. The workbook is in memory, so yauzl (the API's zip
// reader, see limits.ts) reads it from its central directory instead, and hands the parts the
// reader needs first (workbook, its relations, shared strings) ahead of the sheets: Excel and
// exceljs write the sheets before the shared strings, and a forward-only reader parks every sheet
// in a temp file until the end of the archive — no row would come out before the whole file is read.
import { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import yauzl from 'yauzl';

const FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];
const rank = (name) => {
  const first = FIRST.indexOf(name);
  return first < 0 ? FIRST.length : first;
};

const fromBuffer = (bytes) =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );

/** Every file entry of the central directory (nothing is inflated). */
const entriesOf = (zip) =>
  new Promise((resolve, reject) => {
    const entries = [];
    zip.on('entry', (entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });

const openStream = (zip, entry) => new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))));

/**
 * What exceljs uses of unzipper's `Parse({ forceStream: true })`: written the zip's bytes, it
 * emits one entry at a time — a readable stream with `path` and `autodrain()` — and the next
 * only once that one has ended, so an inflated sheet never piles up behind the reader.
 */
export class InMemoryZipParse extends Transform {
  constructor() {
    super({ readableObjectMode: true });
    this.chunks = [];
  }

  _transform(chunk, _encoding, callback) {
    this.chunks.push(chunk);
    callback();
  }

  _flush(callback) {
    this.emitEntries(Buffer.concat(this.chunks)).then(() => callback(), callback);
  }

  async emitEntries(bytes) {
    this.chunks = [];
    const zip = await fromBuffer(bytes);
    const entries = await entriesOf(zip);
    entries.sort((a, b) => rank(a.fileName) - rank(b.fileName));
    for (const entry of entries) {
      const stream = await openStream(zip, entry);
      stream.path = entry.fileName;
      stream.autodrain = () => stream.resume();
      const done = finished(stream);
      this.push(stream);
      await done;
    }
  }
}
