import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors.js';
import { send } from './transport.js';

// A plain local HTTP server for transport behaviours only (time-outs, dropped sockets, bodies
// that are not JSON); everything about the API itself is tested against the real server.
describe('transport', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/slow') return; // never answers
      if (req.url === '/drop') return req.socket.destroy();
      if (req.url === '/text') {
        res.writeHead(502, { 'content-type': 'text/plain', 'x-request-id': 'rid-1' });
        return res.end('Bad gateway');
      }
      if (req.url === '/bad-json') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end('{not json');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ auth: req.headers.authorization ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the bearer token and reads a JSON body', async () => {
    const res = await send({ method: 'GET', url: `${base}/echo`, token: 'tok', timeoutMs: 5000 });
    expect(res).toMatchObject({ status: 200, body: { auth: 'Bearer tok' } });
  });

  it('turns a time-out into the network error text', async () => {
    const error = await send({ method: 'GET', url: `${base}/slow`, timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: NETWORK_ERROR_MESSAGE });
  });

  it('turns a dropped connection into the network error text', async () => {
    const error = await send({ method: 'GET', url: `${base}/drop`, timeoutMs: 5000 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network', message: 'Network error. Please check your connection.' });
  });

  it('hands back a text body, and JSON that does not parse, as text', async () => {
    expect(await send({ method: 'GET', url: `${base}/text`, timeoutMs: 5000 })).toMatchObject({ status: 502, body: 'Bad gateway' });
    expect(await send({ method: 'GET', url: `${base}/bad-json`, timeoutMs: 5000 })).toMatchObject({ status: 500, body: '{not json' });
  });

  it('re-throws a caller abort as it is', async () => {
    const controller = new AbortController();
    const pending = send({ method: 'GET', url: `${base}/slow`, timeoutMs: 5000, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
