export { usageRoutes } from './routes.js';
