export { locationRoutes } from './routes.js';
