import { authContract, ContractMismatchError, systemContract, ZLoginResponse, ZUser } from '@app/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD, type SdkServer, signUp, startSdkServer } from './server.js';

describe('SDK response validation against the real API', () => {
  let server: SdkServer;
  beforeAll(async () => {
    server = await startSdkServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('accepts a response that matches its contract', async () => {
    await expect(server.client().call(systemContract.health)).resolves.toMatchObject({ status: 'ok' });
  });

  it('rejects a response its route does not allow, naming the field path', async () => {
    const { email } = await signUp(server, server.client());
    // The real login route, with a copy of its contract that expects a number for user.email.
    const altered = {
      ...authContract.login,
      responses: { 200: ZLoginResponse.extend({ user: ZUser.extend({ email: z.number() }) }) },
    };
    const error = (await server
      .client()
      .call(altered, { body: { email, password: PASSWORD } })
      .catch((e: unknown) => e)) as ContractMismatchError;
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error.message).toBe('POST /auth/login 200: user.email: expected number, received string');
    expect(error.issues).toEqual(['user.email: expected number, received string']);
  });

  it('rejects a success status the contract does not declare', async () => {
    const altered = { ...systemContract.health, responses: { 201: systemContract.health.responses[200] } };
    await expect(server.client().call(altered)).rejects.toThrow('GET /health 200: status: expected 201, received 200');
  });
});
