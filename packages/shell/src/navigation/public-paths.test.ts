import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths';

describe('isPublicPath', () => {
  it.each(['/', '/sourcing', '/sourcing/app', '/sourcing/project/7', '/about', '/news', '/news/gdcr-2024', '/privacy', '/terms', '/contact'])(
    'treats %s as public (the spec: / and any path beginning /sourcing, /about, /news, /privacy, /terms, /contact)',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
    },
  );

  it.each(['/home', '/chat', '/projects', '/profile', '/settings', '/usage', '/billing', '/payment', '/feed', '/careers', '/unknown'])(
    'treats %s as a page to leave when the session expires',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );
});
