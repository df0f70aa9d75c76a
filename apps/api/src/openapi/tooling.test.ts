import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { PASSWORD, signUp } from '../features/auth/test-support.js';
import { createCorpusApp } from '../features/regagent/test-support.js';
import { documentedRoute } from '../plugins/openapi.js';
import { buildOpenApiDocument } from './document.js';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** A client program as an outside team would write it against the generated types. */
const program = (loginBody: string) => `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export async function askAsUser(baseUrl: string, email: string, password: string): Promise<string> {
  const api = createClient<paths>({ baseUrl });
  const login = await api.POST('/auth/login', { body: ${loginBody} });
  if (!login.data) throw new Error(login.error?.message ?? 'login failed');
  const answer = await api.POST('/regagent/query', {
    body: { query: 'What is the permissible FSI in a residential zone?', language: 'en' },
    headers: { authorization: \`Bearer \${login.data.access_token}\` },
  });
  if (!answer.data) throw new Error(answer.error?.message ?? 'question failed');
  return answer.data.answer + ' [' + answer.data.sources.length + ' sources]';
}
`;

function typeErrors(file: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram([file], options));
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the OpenAPI document with real tools', () => {
  let dir: string;
  let t: TestApp;
  const document = buildOpenApiDocument({ version: '1.0.0', includes: documentedRoute });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'openapi-client-'));
    // The program resolves openapi-fetch as a client project would: from its own node_modules.
    await symlink(join(apiRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(document));
    await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(document as never)));
    t = await createCorpusApp();
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('passes Redocly lint with the recommended rules without an error', async () => {
    const bin = join(apiRoot, 'node_modules/.bin/redocly');
    const { stdout } = await run(bin, ['lint', join(dir, 'openapi.json'), '--extends', 'recommended', '--format', 'json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; message: string; severity: string }[] };
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('generates a typed client with openapi-typescript that type-checks a login-and-ask program, and catches a wrong field', async () => {
    await writeFile(join(dir, 'ask.ts'), program('{ email, password }'));
    expect(typeErrors(join(dir, 'ask.ts'))).toEqual([]);
    await writeFile(join(dir, 'wrong.ts'), program('{ email, passwd: password }'));
    expect(typeErrors(join(dir, 'wrong.ts')).join('\n')).toMatch(/passwd/);
  });

  it('runs that program against the server: it signs in and gets a cited answer', async () => {
    const { email } = await signUp(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { askAsUser } = (await import(join(dir, 'ask.ts'))) as { askAsUser: (base: string, e: string, p: string) => Promise<string> };
    const answer = await askAsUser(`${address}/api`, email, PASSWORD);
    expect(answer).toMatch(/FSI/);
    expect(answer).toMatch(/\[[1-9]\d* sources\]/);
  });
});
