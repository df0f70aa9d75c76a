import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, bearer, createAuthTestApp, freshEmail, PASSWORD, post, signUp } from '../features/auth/test-support.js';
import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacter, INPUT_TOO_DEEP_MESSAGE, inspectInput, MAX_INPUT_DEPTH, takesInput } from './control-characters.js';

describe('control characters in input', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const expectRefused = (res: { statusCode: number; json(): { message: string } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CONTROL_CHARACTERS_MESSAGE);
  };

  it('refuses a NUL in a login e-mail with 400 and a clear message', async () => {
    expectRefused(await post(t, '/api/auth/login', { email: 'a\u0000b@example.in', password: PASSWORD }));
  });

  it('refuses a NUL in a sign-up name or company', async () => {
    expectRefused(await post(t, '/api/auth/register', { email: freshEmail(), name: 'Ravi\u0000', password: PASSWORD }));
    expectRefused(
      await post(t, '/api/auth/register', { email: freshEmail(), name: 'Ravi', company: 'A\u0007B', password: PASSWORD }),
    );
  });

  it('refuses a NUL in a chat question, and in a query string', async () => {
    const session = await signUp(t);
    expectRefused(
      await post(t, '/api/regagent/query', { query: 'What is the FSI\u0000?', language: 'en' }, { headers: bearer(session.access_token) }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/location/autocomplete?input=Ahm%00',
      headers: bearer(session.access_token),
    });
    expectRefused(res);
  });

  it('answers 400 or 404, never 500, for a project id beyond the integer range', async () => {
    const session = await signUp(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/sourcing/projects/2147483648', headers: bearer(session.access_token) });
    expect([400, 404]).toContain(res.statusCode);
  });

  it('answers 400 with a clear message, not 500, for deeply nested JSON on the public login and a signed-in route', async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    // 200,000 levels (400 KB): the recursive walker overflowed the stack here.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.in","password":${nested(200_000)}}`,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ message: INPUT_TOO_DEEP_MESSAGE, errors: [{ path: 'body', message: INPUT_TOO_DEEP_MESSAGE }] });
    const session = await signUp(t);
    const question = await post(t, '/api/regagent/query', JSON.parse(`{"query":${nested(MAX_INPUT_DEPTH)}}`), { headers: bearer(session.access_token) });
    expect(question.statusCode).toBe(400);
    expect(question.json().message).toBe(INPUT_TOO_DEEP_MESSAGE);
  });

  it('walks iteratively: the depth limit counts objects and arrays, and a huge depth is found without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(inspectInput(deep)).toEqual({ kind: 'too_deep' });
    expect(findControlCharacter(deep)).toBeNull();
    const limit = JSON.parse('{"a":'.repeat(MAX_INPUT_DEPTH - 1) + '"ok"' + '}'.repeat(MAX_INPUT_DEPTH - 1));
    expect(inspectInput(limit)).toBeNull();
    expect(inspectInput({ wrapper: limit })).toBeNull();
    expect(inspectInput([{ wrapper: limit }])).toEqual({ kind: 'too_deep' });
    expect(inspectInput({ 'bad\u0001key': 'v', later: 'bad\u0002' })).toEqual({ kind: 'control_character', path: ['bad\u0001key'] });
  });

  it('lets tabs and line breaks through in free text', () => {
    expect(findControlCharacter({ query: 'line one\nline two\ttab\r\n' })).toBeNull();
    expect(findControlCharacter({ items: ['ok', 'bad\u001b[31m'] })).toEqual(['items', '1']);
  });

  it('skips the check only on schema routes that read no params, query or body', () => {
    const response = { 200: z.object({ ok: z.boolean() }) };
    expect(takesInput({ method: 'GET', url: '/api/health', schema: { response } })).toBe(false);
    expect(takesInput({ method: 'GET', url: '/api/projects/:id', schema: { response } })).toBe(true);
    expect(takesInput({ method: 'GET', url: '/api/search', schema: { querystring: z.object({ q: z.string() }), response } })).toBe(true);
    expect(takesInput({ method: 'POST', url: '/api/upload', schema: { response } })).toBe(true);
    expect(takesInput({ method: ['GET', 'HEAD'], url: '/*', schema: undefined })).toBe(true);
  });
});
