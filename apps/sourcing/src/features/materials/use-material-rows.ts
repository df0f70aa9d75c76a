import type { TMaterial } from '@app/sdk';
import { defaultRangeExtractor, measureElement, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, type FocusEvent } from 'react';

/** A collapsed row's height before it is measured (an inline-cell row). */
export const MATERIAL_ROW_ESTIMATE = 49;
/** Rows rendered beyond each edge of the view. */
const OVERSCAN = 8;
/**
 * The view assumed where nothing has a layout (jsdom, a hidden tab): a laptop screen's worth of
 * rows is rendered rather than none.
 */
const NO_LAYOUT_RECT = { width: 1280, height: 720 };

export interface MaterialRowItem {
  index: number;
  key: number | string;
  /** The height of the rows skipped before this one (the view, or the focused row kept in place). */
  gap: number;
}

/**
 * Which of `shown` are in the page (TanStack Virtual, scrolling the table's own box): the rows in
 * view plus an overscan, and the row holding focus wherever it is, so an edit in progress is not
 * unmounted (and lost) by scrolling away from it. Also each row's aria-rowindex, counting the
 * header and the details rows of expanded materials.
 */
export function useMaterialRows(shown: readonly TMaterial[], open: ReadonlySet<number>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const focusedId = useRef<number | null>(null);
  const indexById = useMemo(() => new Map(shown.map((material, index) => [material.id, index])), [shown]);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedId.current === null ? undefined : indexById.get(focusedId.current);
      if (focused === undefined || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [indexById],
  );

  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => MATERIAL_ROW_ESTIMATE,
    getItemKey: (index) => shown[index]?.id ?? index,
    overscan: OVERSCAN,
    rangeExtractor,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : NO_LAYOUT_RECT)),
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : MATERIAL_ROW_ESTIMATE;
    },
  });

  const virtualItems = virtualizer.getVirtualItems();
  let end = 0;
  const items: MaterialRowItem[] = virtualItems.map((item) => {
    const gap = Math.max(0, item.start - end);
    end = item.end;
    return { index: item.index, key: item.key as number | string, gap };
  });
  const after = Math.max(0, virtualizer.getTotalSize() - end);

  // Rows before a material: the header, the materials above it and the details rows among them.
  const expandedBefore = useMemo(() => {
    if (open.size === 0) return null;
    const counts = new Array<number>(shown.length);
    let count = 0;
    shown.forEach((material, index) => {
      counts[index] = count;
      if (open.has(material.id)) count++;
    });
    return { counts, total: count };
  }, [shown, open]);
  const rowIndexOf = (index: number) => index + 2 + (expandedBefore?.counts[index] ?? 0);
  const rowCount = 1 + shown.length + (expandedBefore?.total ?? 0);

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const body = event.target.closest<HTMLElement>('tbody[data-index]');
      const material = body ? shown[Number(body.dataset.index)] : undefined;
      focusedId.current = material?.id ?? null;
    },
    [shown],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) focusedId.current = null;
  }, []);

  return { scrollRef, measureRef: virtualizer.measureElement, items, after, rowCount, rowIndexOf, onFocus, onBlur };
}
