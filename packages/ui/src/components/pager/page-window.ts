/**
 * The page numbers to show as buttons: up to `max` consecutive pages with the current one centred
 * where possible, e.g. page 6 of 10 → 4 5 6 7 8; page 1 → 1..5; page 10 → 6..10. None when max is 0.
 */
export function pageWindow(current: number, total: number, max: number): number[] {
  const size = Math.max(0, Math.min(max, total));
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
