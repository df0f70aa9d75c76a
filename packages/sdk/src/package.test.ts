import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const sdkRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What a user of the package would write, in each module system. */
const USES = {
  'esm.mjs': `import { createClient, authContract, ZErrorBody } from '@app/sdk';
import { ZLoginRequest } from '@app/sdk/contracts';
import { NEWS_TYPES } from '@app/sdk/plain';
const client = createClient({ baseUrl: 'http://127.0.0.1:9/api' });
console.log(JSON.stringify({ call: typeof client.call, path: authContract.login.path, login: ZLoginRequest.safeParse({ email: 'a@b.in', password: 'x' }).success, error: ZErrorBody.safeParse({ message: 'm', code: 'not_found', request_id: 'r' }).success, newsTypes: NEWS_TYPES }));`,
  'cjs.cjs': `const { createClient, authContract, ZErrorBody } = require('@app/sdk');
const { ZLoginRequest } = require('@app/sdk/contracts');
const { NEWS_TYPES } = require('@app/sdk/plain');
const client = createClient({ baseUrl: 'http://127.0.0.1:9/api' });
console.log(JSON.stringify({ call: typeof client.call, path: authContract.login.path, login: ZLoginRequest.safeParse({ email: 'a@b.in', password: 'x' }).success, error: ZErrorBody.safeParse({ message: 'm', code: 'not_found', request_id: 'r' }).success, newsTypes: NEWS_TYPES }));`,
  'typed.mts': `import { createClient, type TLoginResponse } from '@app/sdk';
import type { TErrorCode } from '@app/sdk/contracts';
export const client = createClient({ baseUrl: '/api' });
export const code: TErrorCode = 'not_found';
export const pick = (r: TLoginResponse): string => r.access_token;`,
  'typed.cts': `import { createClient, type TLoginResponse } from '@app/sdk';
export const client = createClient({ baseUrl: '/api' });
export const pick = (r: TLoginResponse): string => r.access_token;`,
};

describe('the packed SDK', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sdk-consumer-'));
    // Packs the built dist (turbo builds it before this test): `prepack` would rebuild it with
    // tsup's clean step, deleting the files that other packages' tests import at the same time.
    await run('pnpm', ['pack', '--config.ignore-scripts=true', '--pack-destination', dir], { cwd: sdkRoot });
    const tarball = (await readdir(dir)).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(dir, tarball)], { cwd: dir });
    for (const [name, text] of Object.entries(USES)) await writeFile(join(dir, name), text);
  }, 240_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it.each(['esm.mjs', 'cjs.cjs'])('installs in an empty folder outside the repo and runs from %s', async (file) => {
    const { stdout } = await run(process.execPath, [file], { cwd: dir });
    expect(JSON.parse(stdout)).toEqual({ call: 'function', path: '/auth/login', login: true, error: true, newsTypes: ['product', 'local'] });
    // A fresh Node process loading zod and the contracts took over 5 s on a loaded CI machine.
  }, 60_000);

  it('gives its types to ESM and CommonJS TypeScript users', () => {
    const program = ts.createProgram(
      ['typed.mts', 'typed.cts'].map((file) => join(dir, file)),
      { strict: true, noEmit: true, skipLibCheck: true, module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, target: ts.ScriptTarget.ES2022, types: [] },
    );
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
  }, 120_000);
});
