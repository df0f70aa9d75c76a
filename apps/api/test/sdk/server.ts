import { authContract, bindContract, createClient, devContract, type Client, type ClientOptions } from '@app/sdk';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../app.js';
import { createTestDatabase } from '../database.js';

export const PASSWORD = 'Secret123';

let counter = 0;
export const freshEmail = (stem = 'sdk') => `${stem}${++counter}-${Date.now().toString(36)}@example.in`;

export interface SdkServer {
  t: TestApp;
  /** `http://127.0.0.1:<port>/api`, what an SDK user passes as `baseUrl`. */
  baseUrl: string;
  /** Responses the server sent for POST /api/auth/refresh since the start. */
  refreshCount(): number;
  client(options?: Partial<ClientOptions>): Client;
  close(): Promise<void>;
}

/**
 * The real API on a fresh database, listening on a free local port, plus a counter of refresh
 * calls. `setup` adds test-only routes before the app is ready; it gets the database those
 * routes may use (e.g. to build the real ledger or an event log on it).
 */
export async function startSdkServer(setup?: (app: FastifyInstance, database: Database) => void | Promise<void>): Promise<SdkServer> {
  let refreshes = 0;
  const database = await createTestDatabase();
  const t = await createTestApp({
    database,
    async setup(app) {
      app.addHook('onResponse', async (request) => {
        if (request.method === 'POST' && request.routeOptions.url === '/api/auth/refresh') refreshes++;
      });
      await setup?.(app, database);
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}/api`;
  return {
    t,
    baseUrl,
    refreshCount: () => refreshes,
    client: (options = {}) => createClient({ baseUrl, ...options }),
    close: () => t.close(),
  };
}

/** Registers, reads the code from the dev outbox and verifies: a signed-in client, all through the SDK. */
export async function signUp(server: SdkServer, client: Client, email = freshEmail()) {
  const auth = bindContract(client, authContract);
  await auth.register({ body: { email, name: 'Ravi Patel', password: PASSWORD } });
  const code = await latestCode(client, email, 'verify_email');
  const session = await auth.verifyEmail({ body: { email, code } });
  await client.session.set(session);
  return { email, session };
}

/** The newest code of a purpose; mail sent after the response (forgot-password) may take a moment. */
export async function latestCode(client: Client, email: string, purpose: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const { messages } = await client.call(devContract.outbox, { query: { email } });
    const code = messages.find((m) => m.purpose === purpose)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${purpose} code for ${email}`);
}
