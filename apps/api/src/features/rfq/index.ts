export { rfqHandlers } from './routes.js';
