// Runs pdf.js on one PDF inside a worker thread (see pdf-extract.ts): the thread has its own
// memory limit and is terminated after a time limit, so a hostile file cannot take the server
// down. Plain JavaScript because a worker thread cannot load TypeScript under tsx or vitest.
// Output: per page, the text items and the painted rules (table grid lines), in points with
// the origin at the page's top-left corner (the viewport's space at scale 1). With `textOnly`
// the page's operator list is never built (about half the time of a text-heavy PDF): no rules,
// and fonts are known only by the family pdf.js reports with the text.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
const { OPS } = pdfjs;

const PAINT_OPS = new Set([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
const IMAGE_OPS = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
const BOLD_NAME = /bold|black|heavy|semibold|demi/i;

const multiply = (m, n) => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/** Viewport rectangle {x, top, width, height} of a PDF-space rectangle. */
function toViewport(viewport, x1, y1, x2, y2) {
  const [a, b, c, d] = viewport.convertToViewportRectangle([x1, y1, x2, y2]);
  return { x: Math.min(a, c), top: Math.min(b, d), width: Math.abs(c - a), height: Math.abs(d - b) };
}

/** Bounding boxes of painted paths (grid lines, cell borders) from the operator list. */
function paintedRules(opList, viewport) {
  const rules = [];
  const stack = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  const { fnArray, argsArray } = opList;
  for (let i = 0; i < fnArray.length && rules.length < 5000; i++) {
    const fn = fnArray[i];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, argsArray[i]);
    else if (fn === OPS.constructPath) {
      const [paint, , minMax] = argsArray[i];
      if (!PAINT_OPS.has(paint) || !minMax || !Number.isFinite(minMax[0])) continue;
      const corners = [
        apply(ctm, minMax[0], minMax[1]),
        apply(ctm, minMax[2], minMax[3]),
        apply(ctm, minMax[0], minMax[3]),
        apply(ctm, minMax[2], minMax[1]),
      ];
      const xs = corners.map((p) => p[0]);
      const ys = corners.map((p) => p[1]);
      rules.push(toViewport(viewport, Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)));
    }
  }
  return rules;
}

function fontInfo(page, fontName) {
  try {
    const font = page.commonObjs.get(fontName);
    return { name: String(font?.name ?? fontName), bold: Boolean(font?.bold || font?.black) };
  } catch {
    return { name: fontName, bold: false };
  }
}

async function extract({ bytes, maxPages, maxItems, textOnly }) {
  const task = pdfjs.getDocument({
    data: bytes,
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const pdf = await task.promise;
  if (pdf.numPages > maxPages) return { ok: false, code: 'too_many_pages', pageCount: pdf.numPages };
  const pages = [];
  let itemCount = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    // Fonts reach commonObjs only once the page's operators have been read.
    const opList = textOnly ? null : await page.getOperatorList();
    const items = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      if (++itemCount > maxItems) return { ok: false, code: 'too_many_items' };
      const [, , c, d, e, f] = item.transform;
      const size = Math.hypot(c, d) || item.height || 1;
      const style = content.styles[item.fontName] ?? {};
      const ascent = style.ascent > 0 && style.ascent < 2 ? style.ascent : 0.8;
      const descent = style.descent < 0 && style.descent > -1 ? style.descent : -0.2;
      const box = toViewport(viewport, e, f + descent * size, e + item.width, f + ascent * size);
      const [, baseline] = viewport.convertToViewportPoint(e, f);
      const font = opList ? fontInfo(page, item.fontName) : { name: String(style.fontFamily ?? item.fontName), bold: false };
      items.push({
        text: item.str,
        ...box,
        baseline,
        size,
        font: font.name,
        bold: font.bold || BOLD_NAME.test(font.name),
      });
    }
    const images = opList ? opList.fnArray.filter((fn) => IMAGE_OPS.has(fn)).length : 0;
    pages.push({
      width: viewport.width,
      height: viewport.height,
      items,
      rules: opList ? paintedRules(opList, viewport) : [],
      images,
    });
    page.cleanup();
  }
  await pdf.destroy();
  return { ok: true, pageCount: pages.length, pages };
}

extract(workerData).then(
  (result) => parentPort.postMessage(result),
  (err) =>
    parentPort.postMessage({
      ok: false,
      code: err?.name === 'PasswordException' ? 'encrypted' : 'invalid_pdf',
      detail: String(err?.message ?? err),
    }),
);
