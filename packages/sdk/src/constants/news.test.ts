import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZNewsCategory, ZNewsType } from '../contracts/news.js';
import { NEWS_CATEGORIES, NEWS_TYPES } from './news.js';

describe('the zod-free news constants', () => {
  it('are the values the news contract validates against', () => {
    expect(ZNewsCategory.options).toEqual([...NEWS_CATEGORIES]);
    expect(ZNewsType.options).toEqual([...NEWS_TYPES]);
  });

  it('import nothing, so a page using them downloads no schema library', () => {
    const source = readFileSync(new URL('./news.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});
