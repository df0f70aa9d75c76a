/** Projects per page of /projects (spec part 2, section 9). */
export const PROJECTS_PAGE_SIZE = 12;
/** At most this many page buttons, in a window that slides with the current page. */
export const MAX_PAGE_BUTTONS = 5;

export const pageCount = (items: number, pageSize = PROJECTS_PAGE_SIZE): number => Math.max(1, Math.ceil(items / pageSize));

/**
 * The page numbers to show as buttons: up to MAX_PAGE_BUTTONS consecutive pages with the current
 * one centred where possible, e.g. page 6 of 10 → 4 5 6 7 8; page 1 → 1..5; page 10 → 6..10.
 */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The items of one page (1-based). */
export const pageSlice = <T>(items: readonly T[], page: number, pageSize = PROJECTS_PAGE_SIZE): T[] =>
  items.slice((page - 1) * pageSize, page * pageSize);
