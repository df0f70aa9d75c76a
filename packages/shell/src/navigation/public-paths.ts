/**
 * Pages a signed-out visitor may stay on when the session cannot be refreshed (spec part 1,
 * section 2 "Access rules"): `/` and any path beginning with /sourcing, /about, /news, /privacy,
 * /terms or /contact. Taken literally, "beginning with" also covers `/sourcing/app` and
 * `/sourcing/project/7` (the sourcing app's own screens guard themselves with RequireAuth).
 */
const PUBLIC_PREFIXES = ['/sourcing', '/about', '/news', '/privacy', '/terms', '/contact'] as const;

export function isPublicPath(pathname: string): boolean {
  if (pathname === '/' || pathname === '') return true;
  return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
