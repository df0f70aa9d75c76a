import { describe, expect, it } from 'vitest';
import { isSameApp, routeOwner } from './route-owner';

describe('routeOwner', () => {
  it.each([
    ['/', 'marketing'],
    ['/news/gdcr-2024', 'marketing'],
    ['/sourcing', 'marketing'],
    ['/chat?conversation=abc', 'regulation-chat'],
    ['/home', 'sourcing'],
    ['/sourcing/app', 'sourcing'],
    ['/sourcing/project/7', 'sourcing'],
    ['/projects/', 'sourcing'],
    ['/billing#plans', 'account-billing'],
    ['/payment', 'account-billing'],
    ['/nowhere', 'marketing'],
  ] as const)('gives %s to %s, as the one-origin server does', (path, app) => {
    expect(routeOwner(path)).toBe(app);
  });

  it('tells links inside the current app from links to another app', () => {
    expect(isSameApp('/projects', '/home')).toBe(true);
    expect(isSameApp('/usage', '/home')).toBe(false);
  });
});
