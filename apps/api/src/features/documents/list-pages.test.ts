import { ZDocumentList } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { documents } from '../../db/schema/documents.js';
import { bearer, signUp } from '../auth/test-support.js';

describe('GET /documents paging', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUp(t)).access_token;
    await t.database.db.insert(documents).values(
      ['a', 'b', 'c', 'd', 'e'].map((slug, i) => ({
        slug,
        title: `Document ${slug}`,
        sourceType: 'document' as const,
        storageKey: `documents/${slug}.pdf`,
        sha256: slug.repeat(64),
        pageCount: 1,
        byteSize: 100,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/documents${query}`, headers: bearer(token) });

  it('answers one page at a time, newest first, with the total', async () => {
    const first = ZDocumentList.parse((await list('?page_size=2')).json());
    const third = ZDocumentList.parse((await list('?page=3&page_size=2')).json());
    expect(first.documents.map((d) => d.slug)).toEqual(['e', 'd']);
    expect(third.documents.map((d) => d.slug)).toEqual(['a']);
    expect([first.total, first.page, first.page_size, third.page]).toEqual([5, 1, 2, 3]);
    expect(ZDocumentList.parse((await list('?page=4&page_size=2')).json()).documents).toEqual([]);
  });

  it('answers 20 by default and refuses a page size over 100 or a page below 1 with 400', async () => {
    expect(ZDocumentList.parse((await list('')).json())).toMatchObject({ page: 1, page_size: 20, total: 5 });
    for (const query of ['?page_size=101', '?page=0', '?page=abc']) {
      const res = await list(query);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({ query, status: 400, code: 'invalid_request' });
    }
  });
});
