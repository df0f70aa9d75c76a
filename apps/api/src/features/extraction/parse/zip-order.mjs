// Puts the parts a spreadsheet reader needs first (workbook, its relations, shared strings) ahead
// of the sheets. Excel and exceljs write sheets BEFORE the shared strings, so a forward-only zip
// reader has to park every sheet in a temporary file until the end of the archive and only then
// parses it: no row comes out before the whole file is read. The file is in memory, so its
// records can simply be laid out in a better order (raw bytes, nothing is inflated here).
// Anything unusual (zip64, overlapping or out-of-range records) leaves the bytes as they are.

const FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** @param {Buffer} bytes @returns {Buffer} */
export function readerFriendlyOrder(bytes) {
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) return bytes;
  const count = bytes.readUInt16LE(end + 10);
  const directory = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directory === 0xffffffff || directory > end) return bytes;
  const records = [];
  let at = directory;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) return bytes;
    const nameLength = bytes.readUInt16LE(at + 28);
    const offset = bytes.readUInt32LE(at + 42);
    records.push({ name: bytes.toString('utf8', at + 46, at + 46 + nameLength), offset });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  // A record runs from its local header to the next one (data descriptor included).
  const byOffset = [...records].sort((a, b) => a.offset - b.offset);
  for (let i = 0; i < byOffset.length; i++) {
    const next = i + 1 < byOffset.length ? byOffset[i + 1].offset : directory;
    if (next <= byOffset[i].offset) return bytes;
    byOffset[i].end = next;
  }
  const rank = (record) => {
    const first = FIRST.indexOf(record.name);
    return first < 0 ? FIRST.length : first;
  };
  const ordered = [...byOffset].sort((a, b) => rank(a) - rank(b) || a.offset - b.offset);
  if (ordered.every((record, i) => record === byOffset[i])) return bytes;
  // The central directory follows as it was: a stream reader stops at its first signature (and
  // fails without one), and nothing here reads the offsets it holds.
  return Buffer.concat([...ordered.map((record) => bytes.subarray(record.offset, record.end)), bytes.subarray(directory)]);
}

function findEndOfCentralDirectory(bytes) {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}
