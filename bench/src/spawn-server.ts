import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningServer {
  url: string;
  /** The server's process id (to read its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
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
): Promise<RunningServer> {
  port ??= await freePort();
  const child = spawn(process.execPath, [script], {
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
