/** News categories, types and limits as plain values: pages that only filter news need no zod. */
export const NEWS_CATEGORIES = [
  'Technology',
  'Regulations',
  'Smart Cities',
  'Analysis',
  'Policy',
  'Guides',
  'Sustainability',
  'Infrastructure',
  'Safety',
] as const;

export const NEWS_TYPES = ['product', 'local'] as const;
export type TNewsType = (typeof NEWS_TYPES)[number];

/** The /news type filter's labels. */
export const NEWS_TYPE_LABELS: Record<TNewsType, string> = { local: 'Local News', product: 'Industry Insights' };

/** At most this many featured articles show on the landing page. */
export const FEATURED_NEWS_LIMIT = 6;
