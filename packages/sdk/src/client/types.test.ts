import { describe, expectTypeOf, it } from 'vitest';
import { authContract, type TUser } from '../contracts/auth.js';
import { sourcingContract } from '../contracts/sourcing.js';
import type { TExtractionStreamEvent } from '../contracts/sourcing-events.js';
import { systemContract } from '../contracts/system.js';
import { bindContract } from './bind.js';
import type { Client } from './client.js';

// Compile-time checks of the call typing (`tsc --noEmit` runs over this file); nothing is called.
describe('call typing', () => {
  it('types the input and the answer from the route', () => {
    const check = (client: Client) => {
      expectTypeOf(client.call(authContract.me)).resolves.toEqualTypeOf<TUser>();
      void client.call(authContract.login, { body: { email: 'a@b.in', password: 'Secret123' } });
      // A route without required input may be called without one.
      void client.call(systemContract.health);
      // @ts-expect-error the body is required for login
      void client.call(authContract.login);
      // @ts-expect-error `:id` must be given
      void client.call(sourcingContract.getProject, {});
      void client.call(sourcingContract.getProject, { params: { id: 4 } });
      // @ts-expect-error a wrong body field type
      void client.call(authContract.login, { body: { email: 'a@b.in', password: 1 } });
      const auth = bindContract(client, authContract);
      expectTypeOf(auth.me()).resolves.toEqualTypeOf<TUser>();
    };
    void check;
  });

  it('types stream events from the contract stream route', () => {
    const check = (client: Client) => {
      void client.stream(sourcingContract.extractionStream, {
        params: { id: 1 },
        onEvent: (event) => expectTypeOf(event).toEqualTypeOf<TExtractionStreamEvent>(),
        isTerminal: (event) => event.type === 'extraction_completed' || event.type === 'extraction_failed',
      });
    };
    void check;
  });
});
