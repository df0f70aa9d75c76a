export { sourcingHandlers } from './routes.js';
export { seedDemoProjects } from './demo-projects.js';
export { PROJECT_NOT_FOUND_MESSAGE } from './service.js';
