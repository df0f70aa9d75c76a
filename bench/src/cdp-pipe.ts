import type { Readable, Writable } from 'node:stream';

/**
 * DevTools commands over Chromium's `--remote-debugging-pipe` (commands on fd 3, answers on fd 4,
 * NUL-separated JSON): no WebSocket client needed. Browser-level without `sessionId`; with the
 * id of an attached target (flattened), to that page.
 */
export function cdpOverPipe(input: Writable, output: Readable) {
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let buffer = '';
  output.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end)) as { id?: number; result?: unknown; error?: { message: string } };
      buffer = buffer.slice(end + 1);
      const waiter = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiter || message.id === undefined) continue;
      pending.delete(message.id);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result);
    }
  });
  return <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
}

export interface BrowserCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
}

/** The cookies of `Set-Cookie` header values, as the browser would store them. */
export function parseSetCookies(headers: string[]): BrowserCookie[] {
  return headers.map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attribute = (name: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.split('=')[1];
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      path: attribute('path') ?? '/',
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
    };
  });
}
