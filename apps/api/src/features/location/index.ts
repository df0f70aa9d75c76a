export { locationHandlers } from './routes.js';
