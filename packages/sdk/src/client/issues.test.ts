import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, fieldPath } from './issues.js';

describe('field path naming', () => {
  it('joins keys with dots and puts array indexes in brackets', () => {
    expect(fieldPath(['user', 'email'])).toBe('user.email');
    expect(fieldPath(['sources', 0, 'pages', 2, 'page_number'])).toBe('sources[0].pages[2].page_number');
    expect(fieldPath([0, 'id'])).toBe('[0].id');
    expect(fieldPath([])).toBe('(root)');
  });

  it('names each wrong field with what was expected', () => {
    const schema = z.object({ user: z.object({ email: z.string(), links: z.array(z.string()) }) });
    const result = schema.safeParse({ user: { email: 7, links: ['ok', 3] } });
    expect(result.success).toBe(false);
    const lines = describeIssues(result.error!.issues);
    expect(lines).toContain('user.email: expected string, received number');
    expect(lines).toContain('user.links[1]: expected string, received number');
  });

  it('names a missing field and a wrong value of a union member', () => {
    const schema = z.object({ status: z.enum(['ok', 'degraded']), version: z.string() });
    const lines = describeIssues(schema.safeParse({ status: 'broken' }).error!.issues);
    expect(lines[0]).toMatch(/^status: /);
    expect(lines[1]).toBe('version: expected string, received undefined');
  });
});
