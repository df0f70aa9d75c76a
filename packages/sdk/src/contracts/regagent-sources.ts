import { z } from 'zod';
import { ZDocumentStanding } from './documents.js';

/** A fraction of the page width or height. */
const ZFraction = z.number().min(0).max(1);

/**
 * The parsed value of a chunk's `bounding_box` text: where the passage sits on its page, as
 * fractions of the page size. Two spellings exist in the source data (`left`/`top` and
 * `x`/`y`); either is accepted, `right` and `bottom` are optional extras.
 */
export const ZBoundingBox = z
  .object({
    left: ZFraction.optional(),
    x: ZFraction.optional(),
    top: ZFraction.optional(),
    y: ZFraction.optional(),
    width: ZFraction,
    height: ZFraction,
    right: ZFraction.optional(),
    bottom: ZFraction.optional(),
  })
  .refine((box) => box.left !== undefined || box.x !== undefined, { message: 'left or x is required' })
  .refine((box) => box.top !== undefined || box.y !== undefined, { message: 'top or y is required' });
export type TBoundingBox = z.infer<typeof ZBoundingBox>;

/** A bounding box in the one spelling the viewer draws with. */
export interface TPageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Reads a chunk's `bounding_box` JSON text; null when absent, not JSON or not a box. */
export function parseBoundingBox(text: string | null | undefined): TPageBox | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const result = ZBoundingBox.safeParse(value);
  if (!result.success) return null;
  const box = result.data;
  return {
    left: box.left ?? box.x ?? 0,
    top: box.top ?? box.y ?? 0,
    width: box.width,
    height: box.height,
  };
}

/**
 * Writes a box as the `bounding_box` text servers store and send (the left/top spelling). `lines`
 * (one box per line of the passage) go along as `boxes`, so a viewer can highlight the lines
 * themselves instead of the rectangle around them; readers of the spec's fields ignore it.
 */
export function stringifyBoundingBox(box: TPageBox, lines: readonly TPageBox[] = []): string {
  return JSON.stringify({
    left: box.left,
    top: box.top,
    width: box.width,
    height: box.height,
    right: Math.min(1, box.left + box.width),
    bottom: Math.min(1, box.top + box.height),
    ...(lines.length > 1 ? { boxes: lines.map(({ left, top, width, height }) => ({ left, top, width, height })) } : {}),
  });
}

/**
 * `bounding_box` on the wire: JSON text (not an object) as the spec describes, checked to hold a
 * valid box; null when the passage has no known position (the viewer then only turns the page).
 */
export const ZBoundingBoxText = z
  .string()
  .refine((text) => parseBoundingBox(text) !== null, { message: 'bounding_box must be JSON text of a page box' })
  .nullable();

export const ZChunk = z.object({
  chunk_id: z.string(),
  bounding_box: ZBoundingBoxText,
  text_preview: z.string(),
  /** e.g. `text`, `table`, `heading`; free text so new chunkers need no contract change. */
  chunk_type: z.string(),
});
export type TChunk = z.infer<typeof ZChunk>;

export const ZSourcePage = z.object({
  page_number: z.number().int().min(1),
  chunks: z.array(ZChunk),
});
export type TSourcePage = z.infer<typeof ZSourcePage>;

/** `regulation` is labelled 'GDCR' in the chat, any other value 'Document'. */
export const ZSourceType = z.union([z.literal('regulation'), z.string()]);

export const ZSource = z.object({
  document_id: z.string(),
  document_name: z.string(),
  source_type: ZSourceType,
  /** URL of the PDF (absolute, or relative to the API origin for documents the API serves). */
  document_link: z.string(),
  pages: z.array(ZSourcePage),
  /**
   * Whether the document is the official notified text or a secondary digest, so the chat can say
   * which one a citation rests on. Absent on answers stored before documents had a standing.
   */
  standing: ZDocumentStanding.optional(),
});
export type TSource = z.infer<typeof ZSource>;

/** The label the chat shows for a source type. */
export const sourceTypeLabel = (sourceType: string): 'GDCR' | 'Document' =>
  sourceType === 'regulation' ? 'GDCR' : 'Document';
