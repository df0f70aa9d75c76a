export { usageHandlers } from './routes.js';
