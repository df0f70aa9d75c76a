/** Projects per page of /projects (spec part 2, section 9). */
export const PROJECTS_PAGE_SIZE = 12;
/** At most this many page buttons, in a window that slides with the current page. */
export const MAX_PAGE_BUTTONS = 5;

export const pageCount = (items: number, pageSize = PROJECTS_PAGE_SIZE): number => Math.max(1, Math.ceil(items / pageSize));

/** The items of one page (1-based). */
export const pageSlice = <T>(items: readonly T[], page: number, pageSize = PROJECTS_PAGE_SIZE): T[] =>
  items.slice((page - 1) * pageSize, page * pageSize);
