import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { subscriptionsContract } from './billing.js';
import { locationContract } from './location.js';
import { paymentsContract } from './payments.js';
import { regagentContract } from './regagent.js';
import type { ZRoute } from './route.js';
import { sourcingContract } from './sourcing.js';
import { usageContract } from './usage.js';

const contracts: Record<string, Record<string, ZRoute>> = {
  regagentContract,
  sourcingContract,
  locationContract,
  usageContract,
  subscriptionsContract,
  paymentsContract,
};
const routes = Object.entries(contracts).flatMap(([contract, table]) =>
  Object.entries(table).map(([name, route]) => ({ id: `${contract}.${name}`, route })),
);

/**
 * Routes open without a signed-in user, each for a reason written in its contract. (The event
 * streams need one too: EventSource sends no header, so their token may come as `?token=`.)
 */
const PUBLIC = new Set([
  'locationContract.health',
  'subscriptionsContract.plans',
  'paymentsContract.webhook', // signed by Razorpay
  'paymentsContract.sandboxScript', // a static script, loaded by a script tag (no header)
]);

describe('feature contracts', () => {
  it('need a signed-in user on every route but the listed public ones', () => {
    for (const { id, route } of routes) {
      expect({ id, auth: route.auth === true }).toEqual({ id, auth: !PUBLIC.has(id) });
    }
  });

  it('declare a params schema for exactly the placeholders of each path', () => {
    for (const { id, route } of routes) {
      const placeholders = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      expect({ id, declared }).toEqual({ id, declared: placeholders });
    }
  });

  it('never declare the same method and path twice', () => {
    const keys = routes.map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('describe every response as plain JSON the server can encode (no one-way transforms)', () => {
    for (const { id, route } of routes) {
      for (const schema of Object.values(route.responses)) {
        expect(() => z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'throw' }), id).not.toThrow();
      }
    }
  });

  it('describe every request input as JSON Schema for the OpenAPI document', () => {
    for (const { id, route } of routes) {
      for (const schema of [route.params, route.query, route.body]) {
        if (!schema) continue;
        expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }), id).not.toThrow();
      }
    }
  });

  it('read every query parameter from text, as a query string delivers it', () => {
    const text = (value: unknown) => String(value);
    const samples: Record<string, string> = {
      page: '2',
      page_size: '10',
      limit: '5',
      offset: '0',
      period_days: '7',
      min_tokens: '10',
      max_tokens: '99',
      min_cost: '1.5',
      max_cost: '9',
      project_id: '3',
      last_event_id: '12',
    };
    for (const { id, route } of routes) {
      if (!(route.query instanceof z.ZodObject)) continue;
      const query = Object.fromEntries(
        Object.keys(route.query.shape)
          .filter((key) => key in samples)
          .map((key) => [key, text(samples[key])]),
      );
      if (route.query.shape.token) query.token = 'jwt';
      expect({ id, ok: route.query.safeParse(query).success }).toEqual({ id, ok: true });
    }
  });
});
