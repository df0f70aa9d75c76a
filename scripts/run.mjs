#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) need nothing but Node.js: this script
// provides the pinned pnpm (without relying on corepack, whose signature check fails on some
// registries), installs the workspace, then hands over to turbo.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');
// The Node flags the API server is started with (apps/api/README.md, "Request path cost").
const apiNodeFlags = JSON.parse(readFileSync(join(root, 'apps', 'api', 'node-flags.json'), 'utf8'));

function pnpmVersionOnPath(env) {
  try {
    return execFileSync('pnpm', ['--version'], { env, cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

function environment() {
  const env = {
    ...process.env,
    COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
    COREPACK_INTEGRITY_KEYS: '0',
    STORYBOOK_DISABLE_TELEMETRY: '1',
  };
  if (pnpmVersionOnPath(env) === pinned) return env;
  const local = { ...env, PATH: `${toolsBin}:${env.PATH ?? ''}` };
  if (!existsSync(join(toolsBin, 'pnpm'))) {
    console.log(`> installing pnpm ${pinned} into .tools/`);
    execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--prefix', toolsDir, `pnpm@${pinned}`], {
      stdio: 'inherit',
      env,
    });
  }
  return local;
}

function run(env, args) {
  return new Promise((resolve) => {
    console.log(`> pnpm ${args.join(' ')}`);
    const child = spawn('pnpm', args, { cwd: root, env, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const tasks = {
  start: [
    ['install', '--frozen-lockfile'],
    ['turbo', 'run', 'build', '--filter=./apps/*'],
    // From the repository root so DATA_DIR (./.data) is where the README says.
    ['exec', 'node', ...apiNodeFlags, 'apps/api/dist/server.js'],
  ],
  test: [
    ['install', '--frozen-lockfile'],
    ['turbo', 'run', 'lint', 'typecheck', 'test', '--concurrency=2'],
    // Browser checks last, one at a time: Storybook's axe audit in Chromium, then the browser
    // tests against the built one-origin server.
    ['turbo', 'run', 'a11y', '--concurrency=1'],
    ['turbo', 'run', 'e2e', '--concurrency=1'],
  ],
};

const steps = tasks[process.argv[2] ?? ''];
if (!steps) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}
const env = environment();
for (const step of steps) {
  const code = await run(env, step);
  if (code !== 0) process.exit(code);
}
