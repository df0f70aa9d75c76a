import { authContract, type Client } from '@app/sdk';

/**
 * Ends the session on the server: the HttpOnly cookie goes with the request and the refresh token
 * in memory (if any) is sent too, as the spec's client does, so the server ends exactly this
 * session. Signing out always succeeds locally (spec part 1, section 4), so a failure is only logged.
 */
export async function endServerSession(client: Client, context: string): Promise<void> {
  try {
    const refreshToken = (await client.session.get())?.refresh_token;
    await client.call(authContract.logout, { body: refreshToken ? { refresh_token: refreshToken } : {} });
  } catch (error) {
    console.warn(`[shell] ${context}: the logout call failed; clearing the session anyway`, error);
  }
}
