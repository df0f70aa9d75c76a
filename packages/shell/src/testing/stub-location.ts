import { vi, type Mock } from 'vitest';

/**
 * Replaces `window.location` (jsdom's cannot be navigated) with a plain object whose `assign`
 * records the URL. Restore with `vi.unstubAllGlobals()`.
 */
export function stubLocation(url: string): { assign: Mock<(url: string) => void> } {
  const parsed = new URL(url, 'http://localhost:3000');
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', {
    href: parsed.href,
    origin: parsed.origin,
    protocol: parsed.protocol,
    host: parsed.host,
    hostname: parsed.hostname,
    port: parsed.port,
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    assign,
    replace: vi.fn(),
    reload: vi.fn(),
  });
  return { assign };
}
