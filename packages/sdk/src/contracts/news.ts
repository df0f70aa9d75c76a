import { z } from 'zod';

import { NEWS_CATEGORIES, NEWS_TYPES } from '../constants/news.js';

export { FEATURED_NEWS_LIMIT, NEWS_CATEGORIES, NEWS_TYPE_LABELS, NEWS_TYPES } from '../constants/news.js';

/** News is static content bundled with the marketing app; this is its shape (no routes). */
export const ZNewsCategory = z.enum(NEWS_CATEGORIES);
export type TNewsCategory = z.infer<typeof ZNewsCategory>;

export const ZNewsType = z.enum(NEWS_TYPES);
export type TNewsType = z.infer<typeof ZNewsType>;

export const ZNewsArticle = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens'),
  type: ZNewsType,
  category: ZNewsCategory,
  title: z.string().min(1),
  excerpt: z.string().min(1),
  /** Article body (paragraphs separated by blank lines). */
  content: z.string().min(1),
  /** Display date text as written, e.g. 'March 15, 2025'; sortable through Date.parse. */
  date: z.string().refine((text) => !Number.isNaN(Date.parse(text)), { message: 'date must be a parseable date' }),
  author: z.string(),
  /** Display text, e.g. '5 min read'. */
  readTime: z.string(),
  /** Image URL or app path. */
  image: z.string(),
  featured: z.boolean(),
});
export type TNewsArticle = z.infer<typeof ZNewsArticle>;
