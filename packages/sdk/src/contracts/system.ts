import { ZHealthResponse } from './common.js';
import { defineRoutes } from './route.js';

export const systemContract = defineRoutes({
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database check',
    responses: { 200: ZHealthResponse },
  },
});
