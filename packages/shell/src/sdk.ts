import './zod-config';
import { createClient, type Client } from '@app/sdk';

/**
 * The one API client of the page. Same origin by default (`/api`); `VITE_API_URL` points a
 * standalone build at an API on another host. `credentials: 'include'` sends the HttpOnly refresh
 * cookie, so the session is restored and refreshed from the cookie alone: the access token only
 * ever lives in this client's memory.
 */
export const sdk: Client = createClient({
  baseUrl: import.meta.env.VITE_API_URL ?? '/api',
  credentials: 'include',
});
