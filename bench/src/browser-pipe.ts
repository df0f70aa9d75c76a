import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { cdpOverPipe } from './cdp-pipe.js';

/**
 * Debian's Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
 * commands on fd 3, answers on fd 4, NUL-separated JSON), so a bench can measure inside a page
 * without a browser-automation dependency.
 */
export async function openBrowserPage(executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  const child = spawn(
    executable,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-pipe',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  const send = cdpOverPipe(input, output);

  const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  await send('Page.enable', {}, sessionId);
  await send('Performance.enable', {}, sessionId);

  /** Evaluates an expression in the page (awaiting a promise) and returns its JSON value. */
  async function evaluate<T>(expression: string): Promise<T> {
    const answer = await send<{ result: { value?: T }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
      'Runtime.evaluate',
      { expression, awaitPromise: true, returnByValue: true },
      sessionId,
    );
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    return answer.result.value as T;
  }

  /** Polls `expression` until it is truthy. */
  async function waitFor(expression: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${expression}`);
  }

  return {
    evaluate,
    waitFor,
    /** Seconds the page's main thread has spent running tasks so far (CPU-bound work, not waiting). */
    async taskSeconds(): Promise<number> {
      const { metrics } = await send<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics', {}, sessionId);
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
    },
    /** Runs `source` in every document the page loads from now on, before the page's own scripts. */
    async addInitScript(source: string) {
      await send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId);
    },
    async goto(url: string) {
      await send('Page.navigate', { url }, sessionId);
      await waitFor(`location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
