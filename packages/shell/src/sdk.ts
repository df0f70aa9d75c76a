import './zod-config';
import { createClient, type Client } from '@app/sdk';
import { API_BASE_URL } from './api-base';
import { fetchWithEarlyRefresh } from './session/early-refresh';

/**
 * The one API client of the page (`API_BASE_URL`). `credentials: 'include'` sends the HttpOnly
 * refresh cookie, so the session is restored and refreshed from the cookie alone: the access
 * token only ever lives in this client's memory. Its first refresh may be the one the page's
 * first script started (session/early-refresh).
 */
export const sdk: Client = createClient({
  baseUrl: API_BASE_URL,
  credentials: 'include',
  fetch: fetchWithEarlyRefresh,
});
