// `@app/sdk/constants`: plain values with no zod, for browser code that needs a fact but not a schema.
export { FEATURED_NEWS_LIMIT, NEWS_CATEGORIES, NEWS_TYPE_LABELS, NEWS_TYPES, type TNewsType } from './news.js';
