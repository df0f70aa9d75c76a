#!/usr/bin/env node
// Logs in to a running API with the SDK and prints the signed-in user (GET /auth/me).
//
//   pnpm --filter @app/sdk build
//   API_URL=http://localhost:3000/api DEMO_EMAIL=demo@buildassist.in DEMO_PASSWORD='Demo@1234' \
//     node packages/sdk/examples/node-login.mjs
//
// Node 20+ (global fetch). Exit code 1 with the server's message when something fails.
import { ApiError, authContract, bindContract, createClient } from '@app/sdk';

const baseUrl = process.env.API_URL ?? 'http://localhost:3000/api';
const email = process.env.DEMO_EMAIL ?? 'demo@buildassist.in';
const password = process.env.DEMO_PASSWORD ?? 'Demo@1234';

const client = createClient({ baseUrl });
client.on('session-expired', () => console.error('session expired'));
const auth = bindContract(client, authContract);

try {
  // login's response carries access_token, refresh_token, expires_in and the user.
  await client.session.set(await auth.login({ body: { email, password } }));
  const me = await auth.me();
  console.log(JSON.stringify(me, null, 2));
  // Ends the session on the server (revokes the refresh token) before leaving.
  const { refresh_token } = (await client.session.get()) ?? {};
  await auth.logout({ body: { refresh_token } });
  await client.session.clear();
} catch (error) {
  console.error(error instanceof ApiError ? `${error.status || 'network'}: ${error.message}` : error);
  process.exitCode = 1;
}
