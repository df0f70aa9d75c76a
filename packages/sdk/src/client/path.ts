/**
 * Fills `:name` placeholders of a contract path from `params` (URI-encoded). A missing value is a
 * programming error, so it throws instead of calling a wrong URL.
 */
export function fillPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Query values as URLSearchParams: undefined and null are left out, arrays repeat the key,
 * dates are ISO text, everything else is `String(value)`.
 */
export function toSearchParams(query?: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return params;
}

/** `baseUrl` + contract path + query; a trailing slash on the base is tolerated. */
export function buildUrl(baseUrl: string, path: string, params?: Record<string, unknown>, query?: Record<string, unknown>) {
  const search = toSearchParams(query).toString();
  return `${baseUrl.replace(/\/+$/, '')}${fillPath(path, params)}${search ? `?${search}` : ''}`;
}
