import { pageWindow } from '@app/ui';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BUTTONS, pageCount, pageSlice } from './pagination';

describe('projects pagination', () => {
  it('counts 12 projects a page, with at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(25)).toBe(3);
  });

  it('shows at most 5 page buttons in a window that slides with the current page', () => {
    expect(pageWindow(1, 3, MAX_PAGE_BUTTONS)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10, MAX_PAGE_BUTTONS)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10, MAX_PAGE_BUTTONS)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, MAX_PAGE_BUTTONS)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 10, MAX_PAGE_BUTTONS)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10, MAX_PAGE_BUTTONS)).toEqual([6, 7, 8, 9, 10]);
  });

  it('slices one page of items', () => {
    const items = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(pageSlice(items, 1)).toHaveLength(12);
    expect(pageSlice(items, 3)).toEqual([25, 26, 27, 28, 29, 30]);
  });
});
