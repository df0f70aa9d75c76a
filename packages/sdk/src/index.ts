export * from './client/index.js';
export * from './sse/index.js';
export * from './contracts/index.js';
