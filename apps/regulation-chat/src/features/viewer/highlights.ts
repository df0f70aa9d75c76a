import { parseBoundingBox, type TPageBox, type TSource } from '@app/sdk/contracts';

/** One cited passage in the viewer: its page and the boxes to draw (fractions of the page). */
export interface Highlight {
  chunkId: string;
  page: number;
  boxes: TPageBox[];
  preview: string;
}

const fraction = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** One box in either spelling (`left`/`top` or `x`/`y`), or null. */
function readBox(value: unknown): TPageBox | null {
  if (!value || typeof value !== 'object') return null;
  const box = value as Record<string, unknown>;
  const left = box.left ?? box.x;
  const top = box.top ?? box.y;
  if (!fraction(left) || !fraction(top) || !fraction(box.width) || !fraction(box.height)) return null;
  return { left, top, width: box.width, height: box.height };
}

/**
 * The boxes to draw for a chunk's `bounding_box` JSON text: every line box when the text carries
 * `boxes` (precise highlights of a passage spanning several lines), else the one bounding box.
 * Nothing when the text is absent or not a box: the viewer then only turns to the page.
 */
export function highlightBoxes(text: string | null | undefined): TPageBox[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as { boxes?: unknown };
    if (Array.isArray(value.boxes)) {
      const boxes = value.boxes.map(readBox).filter((box): box is TPageBox => box !== null);
      if (boxes.length > 0) return boxes;
    }
  } catch {
    return [];
  }
  const box = parseBoundingBox(text);
  return box ? [box] : [];
}

/** A source's passages in order (pages as listed, chunks as listed): the viewer's highlights. */
export function highlightsOf(source: TSource): Highlight[] {
  return source.pages.flatMap((page) =>
    page.chunks.map((chunk) => ({
      chunkId: chunk.chunk_id,
      page: page.page_number,
      boxes: highlightBoxes(chunk.bounding_box),
      preview: chunk.text_preview,
    })),
  );
}
