import type { ZRoute } from '../contracts/route.js';
import { ContractMismatchError } from './errors.js';
import { describeIssues } from './issues.js';

/**
 * Checks a success response against the route's schema for its status and returns the parsed
 * value (zod's output: defaults and transforms applied). A status the contract does not declare
 * is a mismatch too.
 */
export function validateResponse(route: ZRoute, status: number, body: unknown): unknown {
  const name = `${route.method} ${route.path}`;
  const schema = route.responses[status as keyof ZRoute['responses']];
  if (!schema) {
    const declared = Object.keys(route.responses);
    if (status === 204 && declared.length === 0) return undefined;
    throw new ContractMismatchError({
      route: name,
      status,
      issues: [`status: expected ${declared.join(' or ') || 'no content'}, received ${status}`],
      body,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ContractMismatchError({ route: name, status, issues: describeIssues(parsed.error.issues), body });
  }
  return parsed.data;
}
