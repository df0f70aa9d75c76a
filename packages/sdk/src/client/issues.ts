import type { z } from 'zod';

/** `['user', 'links', 0, 'url']` → `user.links[0].url`; the empty path is `(root)`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

/**
 * One line per zod issue naming the field, e.g. `user.email: expected string, received number`.
 * zod 4 prefixes type errors with "Invalid input: "; that prefix says nothing here, so it goes.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const message = issue.message.replace(/^Invalid input: /, '');
    return `${fieldPath(issue.path)}: ${message}`;
  });
}
