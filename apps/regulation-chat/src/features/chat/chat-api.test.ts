import { ApiError, type Client } from '@app/sdk';
import { encodeSseFrame, regagentContract, type ZRoute } from '@app/sdk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../test/fixtures';
import { apiUrl, createChatApi, documentUrl } from './chat-api';

/** A stand-in client: a stored token, `call` answering per route, and the fetch the stream uses. */
function standInClient(options: { baseUrl?: string; fetch?: typeof fetch; call?: (route: ZRoute) => unknown }) {
  const calls: string[] = [];
  const client = {
    config: { baseUrl: options.baseUrl ?? '/api', fetch: options.fetch, timeoutMs: 120_000 },
    session: { get: async () => ({ access_token: 'tok' }) },
    call: vi.fn(async (route: ZRoute) => {
      calls.push(`${route.method} ${route.path}`);
      return options.call?.(route);
    }),
  } as unknown as Client;
  return { client, calls };
}

describe('the chat API', () => {
  it('streams the answer from POST /regagent/query/stream under the API base', async () => {
    const response = answer();
    const urls: string[] = [];
    const fetch = (async (url: string) => {
      urls.push(url);
      return new Response(encodeSseFrame({ type: 'done', ...response }), { headers: { 'content-type': 'text/event-stream' } });
    }) as unknown as typeof globalThis.fetch;
    const { client, calls } = standInClient({ baseUrl: 'https://api.example.in/api', fetch });
    const result = await createChatApi(client).ask({ query: 'FSI?', language: 'en' }, () => undefined);
    expect(result).toEqual(response);
    expect(urls).toEqual(['https://api.example.in/api/regagent/query/stream']);
    expect(calls).toEqual([]);
  });

  it('falls back to POST /regagent/query when the stream does not open', async () => {
    const response = answer();
    const fetch = (async () => new Response('{"message":"Insufficient tokens"}', { status: 402, headers: { 'content-type': 'application/json' } })) as unknown as typeof globalThis.fetch;
    const { client, calls } = standInClient({
      fetch,
      call: (route) => {
        if (route === regagentContract.query) throw new ApiError({ status: 402, message: 'Insufficient tokens' });
        return response;
      },
    });
    await expect(createChatApi(client).ask({ query: 'FSI?', language: 'en' }, () => undefined)).rejects.toMatchObject({ status: 402 });
    expect(calls).toEqual(['POST /regagent/query']);
  });

  it('treats a missing usage route as "no quota known"', async () => {
    const { client } = standInClient({
      call: () => {
        throw new ApiError({ status: 404, message: 'Not Found' });
      },
    });
    await expect(createChatApi(client).usageSummary()).resolves.toBeNull();
  });

  it('resolves document links against the API origin and refuses other schemes', () => {
    const { client } = standInClient({ baseUrl: 'https://api.example.in/api' });
    expect(documentUrl(client, '/api/documents/d1/file?exp=1&sig=s')).toBe('https://api.example.in/api/documents/d1/file?exp=1&sig=s');
    expect(documentUrl(client, 'https://cdn.example.in/a.pdf')).toBe('https://cdn.example.in/a.pdf');
    expect(documentUrl(client, 'javascript:alert(1)')).toBeNull();
    expect(documentUrl(client, '')).toBeNull();
    expect(apiUrl(client, '/regagent/query/stream')).toBe('https://api.example.in/api/regagent/query/stream');
  });
});
