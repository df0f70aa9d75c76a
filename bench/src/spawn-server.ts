import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'api');
/** The built API server. */
export const apiServerScript = join(apiDir, 'dist', 'server.js');
/**
 * The Node flags the API server is started with everywhere (apps/api/node-flags.json; README
 * "Request path cost"). The node:http baselines get them too: without `--no-memory-reducer` a
 * baseline that idled while the API servers started is slow in some runs and not others, and a
 * ratio against it says more about that than about the API.
 */
export const apiNodeFlags = JSON.parse(readFileSync(join(apiDir, 'node-flags.json'), 'utf8')) as string[];

export interface RunningServer {
  url: string;
  /** The server's process id (to read its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

function listenOn(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

/**
 * A port nobody listens on: any, or the first free one of BENCH_PORTS=<from>-<to> (on a machine
 * shared by several people, each keeps to their own range).
 */
export async function freePort(): Promise<number> {
  const [from, to] = (process.env.BENCH_PORTS ?? '0-0').split('-').map(Number);
  for (let port = from ?? 0; port <= (to ?? 0); port++) {
    const free = await listenOn(port);
    if (free !== undefined) return free;
  }
  throw new Error(`no free port in ${process.env.BENCH_PORTS ?? 'any'}`);
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Starts `node <script>` in its own process so the load generator does not share its event loop. */
export async function spawnNode(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  port?: number,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  port ??= await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url + readyPath, child);
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the built API server as production starts it (its Node flags included), ready once `/api/health` answers. */
export function spawnApi(env: Record<string, string>, port?: number): Promise<RunningServer> {
  return spawnNode(apiServerScript, env, '/api/health', port, apiNodeFlags);
}
