import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { AMOUNT_TOO_LARGE_MESSAGE, apiContract, ID_RANGE_MESSAGE, kindOf, type ZRoute } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MULTIPART_REQUIRED_MESSAGE, UPLOAD_UNREADABLE_MESSAGE } from '../../src/router/multipart.js';
import { isPlanned } from '../../src/router/planned.js';
import { bearer, signUp } from '../../src/features/auth/test-support.js';
import { insertProject } from '../../src/features/sourcing/test-support.js';
import { createTestApp, type TestApp } from '../app.js';

/**
 * The malformed-input probe (issue 26): every route the contract declares, over loopback HTTP to
 * the real app, gets hostile inputs — deep JSON, numbers beyond every column, wrong types,
 * broken multipart, bodies that are not JSON — and must never answer 5xx. Bounded: a few
 * hundred requests, one at a time, each with its own timeout.
 */

type Json = { type?: string | string[]; format?: string; enum?: unknown[]; properties?: Record<string, Json>; required?: string[]; items?: Json; anyOf?: Json[]; minItems?: number };

interface Probe {
  route: string;
  what: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const HUGE_NUMBERS = [2147483648, 1e20, -1, 1.5, Number.MAX_SAFE_INTEGER + 2];
const HUGE_TEXT = ['2147483648', '1e20', '-1', 'abc', '99999999999999999999999', ''];
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const jsonSchemaOf = (schema: z.ZodType): Json =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;

const typeOf = (schema: Json): string | undefined => {
  if (schema.enum) return 'enum';
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type ?? schema.anyOf?.map(typeOf).find(Boolean);
};

/** A plausible valid value for a property, so that one bad field (not a missing one) is what the server sees. */
function sample(schema: Json): unknown {
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? [sample(schema.items ?? {})] : [];
    case 'object':
      return sampleObject(schema);
    default:
      if (schema.format === 'email') return 'probe@example.in';
      if (schema.format === 'date') return '2027-01-15';
      if (schema.format === 'uuid') return randomUUID();
      return 'probe';
  }
}

function sampleObject(schema: Json): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name] ?? {});
  return out;
}

/** Bad values for one field, by its type: numbers beyond int4/bigint, wrong types, deep nesting. */
function badValuesFor(schema: Json): unknown[] {
  const wrongTypes = [[], {}, null, JSON.parse(nested(80))];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return [...HUGE_NUMBERS, 'abc', ...wrongTypes];
    case 'array':
      return [HUGE_NUMBERS, [2147483648], ['x'], 'abc', ...wrongTypes.slice(1)];
    case 'string':
    case 'enum':
      return [12345, 'x'.repeat(100_000), ...wrongTypes];
    default:
      return [2147483648, 'abc', ...wrongTypes];
  }
}

describe('malformed input on every declared route', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  let projectId: number;
  let materialId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const session = await signUp(t);
    token = session.access_token;
    projectId = await insertProject(t.database.db, session.user.id, { materials: 1 });
    const materials = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${projectId}/materials`, headers: bearer(token) });
    materialId = (materials.json() as { materials: { id: number }[] }).materials[0]?.id ?? 1;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => t.close());

  /** Real ids where the path names the user's project or material, so inputs get past the lookup. */
  function pathWith(route: ZRoute, override?: { name: string; value: string }): string {
    const params = route.params ? (jsonSchemaOf(route.params).properties ?? {}) : {};
    return route.path.replace(/:(\w+)/g, (_m, name: string) => {
      if (override?.name === name) return encodeURIComponent(override.value);
      if (route.path.startsWith('/sourcing/projects/:id') && name === 'id') return String(projectId);
      if (route.path.startsWith('/sourcing/materials/:id')) return String(materialId);
      return params[name]?.format === 'uuid' ? randomUUID() : typeOf(params[name] ?? {}) === 'string' ? 'probe_1' : '1';
    });
  }

  function probesOf(group: string, name: string, route: ZRoute): Probe[] {
    const id = `${group}.${name}`;
    const kind = kindOf(route);
    const probes: Probe[] = [];
    const add = (what: string, path: string, extra: Partial<Probe> = {}) => probes.push({ route: id, what, method: route.method, path, ...extra });
    const json = { 'content-type': 'application/json' };

    for (const param of route.path.match(/:(\w+)/g) ?? []) {
      for (const value of HUGE_TEXT.filter(Boolean)) add(`param ${param}=${value.slice(0, 20)}`, pathWith(route, { name: param.slice(1), value }));
    }
    if (route.query) {
      const query = jsonSchemaOf(route.query);
      for (const key of Object.keys(query.properties ?? {})) {
        for (const value of HUGE_TEXT) add(`query ${key}=${value.slice(0, 20)}`, `${pathWith(route)}?${key}=${encodeURIComponent(value)}`);
        add(`query ${key} repeated`, `${pathWith(route)}?${key}=1&${key}=2`);
      }
    }
    const path = pathWith(route);
    if (kind === 'multipart') {
      const boundary = 'probeBoundary';
      const fields = route.body ? Object.keys(jsonSchemaOf(route.body).properties ?? {}) : [];
      const form = (values: Record<string, string>, closed = true) =>
        Buffer.from(
          Object.entries(values)
            .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
            .join('') + (closed ? `--${boundary}--\r\n` : ''),
        );
      const valid = { location: 'Navrangpura, Ahmedabad', project_description: 'A probe', title: 'Probe' };
      add('multipart without a boundary', path, { headers: { 'content-type': 'multipart/form-data' }, body: form(valid) });
      add('multipart with an empty boundary', path, { headers: { 'content-type': 'multipart/form-data; boundary=' }, body: form(valid) });
      add('multipart cut short', path, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: form(valid, false) });
      add('multipart cut inside a part', path, {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc`),
      });
      add('multipart with another boundary', path, { headers: { 'content-type': `multipart/form-data; boundary=other` }, body: form(valid) });
      add('JSON instead of multipart', path, { headers: json, body: JSON.stringify(valid) });
      for (const field of fields) {
        for (const value of HUGE_TEXT) {
          add(`multipart ${field}=${value.slice(0, 20)}`, path, {
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            body: form({ ...valid, [field]: value }),
          });
        }
      }
      return probes;
    }
    if (route.method === 'GET') return probes;
    add('deeply nested JSON', path, { headers: json, body: `{"a":${nested(100_000)}}` });
    add('JSON cut short', path, { headers: json, body: '{"a": [1, 2' });
    add('not JSON at all', path, { headers: json, body: 'hello' });
    add('text/plain', path, { headers: { 'content-type': 'text/plain' }, body: 'hello' });
    add('form-urlencoded', path, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=2' });
    for (const wrong of ['[]', '"text"', '12345', 'null', '[{"a":1}]']) add(`body ${wrong}`, path, { headers: json, body: wrong });
    if (route.body && kind === 'json') {
      const schema = jsonSchemaOf(route.body);
      const valid = sampleObject(schema);
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        for (const value of badValuesFor(property)) {
          add(`${field}=${JSON.stringify(value)?.slice(0, 24)}`, path, { headers: json, body: JSON.stringify({ ...valid, [field]: value }) });
        }
      }
    }
    return probes;
  }

  /** Routes that would end the probe's session or remove its project go last. */
  const last = (group: string, name: string, route: ZRoute) => route.method === 'DELETE' || `${group}.${name}` === 'auth.logout';

  function allProbes(): Probe[] {
    const early: Probe[] = [];
    const late: Probe[] = [];
    for (const [group, routes] of Object.entries(apiContract)) {
      for (const [name, route] of Object.entries(routes as Record<string, ZRoute>)) {
        if (isPlanned(group, name)) continue;
        (last(group, name, route) ? late : early).push(...probesOf(group, name, route));
      }
    }
    return [...early, ...late];
  }

  async function send(probe: Probe): Promise<number> {
    const res = await fetch(`${base}${probe.path}`, {
      method: probe.method,
      headers: { ...bearer(token), ...probe.headers },
      body: probe.body,
      signal: AbortSignal.timeout(10_000),
    });
    // Event streams stay open: the status is all the probe needs.
    await res.body?.cancel();
    return res.status;
  }

  it("answers the issue's five 500s with 400 and a message saying what is wrong", async () => {
    const answer = async (path: string, init: RequestInit) => {
      const res = await fetch(`${base}${path}`, { ...init, headers: { ...bearer(token), ...(init.headers as Record<string, string>) } });
      return { status: res.status, body: (await res.json()) as { message: string } };
    };
    const form = '--b\r\nContent-Disposition: form-data; name="location"\r\n\r\nSurat\r\n';
    expect(await answer('/sourcing/projects', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: `${form}--b--\r\n` })).toMatchObject({
      status: 400,
      body: { message: MULTIPART_REQUIRED_MESSAGE },
    });
    expect(await answer('/sourcing/projects', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: form })).toMatchObject({
      status: 400,
      body: { message: UPLOAD_UNREADABLE_MESSAGE },
    });
    const budget = `${form}--b\r\nContent-Disposition: form-data; name="budget_amount"\r\n\r\n1e20\r\n--b--\r\n`;
    expect(await answer('/sourcing/projects', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: budget })).toMatchObject({
      status: 400,
      body: { message: AMOUNT_TOO_LARGE_MESSAGE },
    });
    const quote = JSON.stringify({ vendor_id: 2147483648, amount_rupees: 1000 });
    expect(await answer(`/sourcing/projects/${projectId}/quotes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quote })).toMatchObject({
      status: 400,
      body: { message: 'Choose the vendor who sent the quote' },
    });
    expect(await answer('/usage/history?project_id=2147483648', { method: 'GET' })).toMatchObject({ status: 400, body: { message: ID_RANGE_MESSAGE } });
  });

  it('never answers 5xx (every route, a few hundred hostile requests)', { timeout: 120_000 }, async () => {
    const probes = allProbes();
    expect(probes.length).toBeGreaterThan(250);
    const failures: string[] = [];
    for (const probe of probes) {
      const status = await send(probe).catch((error: unknown) => `no answer (${String(error)})`);
      if (typeof status !== 'number' || status >= 500) failures.push(`${probe.route} ${probe.method} ${probe.path.slice(0, 80)} [${probe.what}] → ${status}`);
    }
    expect(failures).toEqual([]);
  });
});
