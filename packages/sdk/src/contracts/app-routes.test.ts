import { describe, expect, it } from 'vitest';
import { ownerOfPath as ownerOf } from './app-routes.js';

describe('route ownership', () => {
  it.each([
    ['/', 'marketing'],
    ['/news/gujarat-gdcr-amendment', 'marketing'],
    ['/sourcing', 'marketing'],
    ['/chat', 'regulation-chat'],
    ['/home', 'sourcing'],
    ['/sourcing/app', 'sourcing'],
    ['/sourcing/project/12', 'sourcing'],
    ['/projects/', 'sourcing'],
    ['/usage', 'account-billing'],
    ['/payment', 'account-billing'],
  ])('sends %s to the %s app', (path, app) => {
    expect(ownerOf(path)).toEqual({ app, owned: true });
  });

  it('gives unknown paths to the marketing not-found page', () => {
    expect(ownerOf('/careers')).toEqual({ app: 'marketing', owned: false });
    expect(ownerOf('/sourcing/project/')).toEqual({ app: 'marketing', owned: false });
    expect(ownerOf('/homepage')).toEqual({ app: 'marketing', owned: false });
  });
});
