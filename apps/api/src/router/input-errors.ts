import type { z } from 'zod';
import { AppError } from '../lib/errors.js';

/** A 400 naming every wrong field, like the validator's own errors (`body.title`). */
export function invalidInput(part: 'body' | 'querystring' | 'params', issues: z.core.$ZodIssue[]): AppError {
  const errors = issues.map((issue) => ({ path: [part, ...issue.path.map(String)].join('.'), message: issue.message }));
  return new AppError(400, errors[0]?.message ?? 'Invalid request', { errors });
}
