// `@app/sdk/plain`: the facts of the contracts that need no schema library. Importing them does not
// bring zod or the contract schemas, so a page's first chunks (chrome, skeletons, /news) can use them.
export * from './constants/languages.js';
export * from './constants/news.js';
export * from './constants/plans.js';
export * from './contracts/app-routes.js';
export * from './contracts/chat-limits.js';
export * from './contracts/project-title.js';
