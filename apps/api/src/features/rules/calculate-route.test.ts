import { parseBoundingBox, ZCalculateResponse, type TCalculateResponse } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { documentChunks, documents } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { RULE_ROWS } from './tables/index.js';
import { balanceOf, chatUser, createCorpusApp, drainTokens, type ChatUser } from '../regagent/test-support.js';

const PLOT = { authority: 'AUDA', zone: 'R1', use: 'apartment', plot_area: 500, road_width: 12, building_height: 15, jantri_rate: 20000 };

describe('POST /api/regagent/calculate', () => {
  let t: TestApp;
  let user: ChatUser;
  beforeAll(async () => {
    t = await createCorpusApp();
    user = await chatUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const calculate = (payload: unknown, headers = user.headers) => t.app.inject({ method: 'POST', url: '/api/regagent/calculate', headers, payload: payload as object });
  const lineOf = (body: TCalculateResponse, key: string) => body.lines.find((l) => l.key === key)!;

  it('answers every line with its rule row, clause, confidence and citation', async () => {
    const res = await calculate(PLOT);
    expect(res.statusCode).toBe(200);
    const body = ZCalculateResponse.parse(res.json());
    expect(body.lines.map((l) => l.key)).toContain('chargeable_fsi_cost');
    expect(lineOf(body, 'max_fsi')).toMatchObject({ value: 2.7, status: 'ok', confidence: 'medium' });
    expect(lineOf(body, 'max_fsi').rules[0]).toMatchObject({ row_id: 'fsi-r1', clause: 'Table 6.5', confidence: 'medium' });
    expect(lineOf(body, 'chargeable_fsi_cost').value).toBe(2_700_000);
    for (const line of body.lines.filter((l) => l.status !== 'not_covered' && l.value !== null)) {
      expect({ key: line.key, rules: line.rules.length > 0 }).toEqual({ key: line.key, rules: true });
    }
  });

  it('cites the digest page and box where the digest states the figure', async () => {
    const body = ZCalculateResponse.parse((await calculate(PLOT)).json());
    const citation = lineOf(body, 'base_fsi').rules[0]!.citation;
    expect(citation).toMatchObject({ document: 'cgdcr-digest', section: 'RULES-FSI' });
    expect(citation.page_number).toBeGreaterThanOrEqual(1);
    expect(citation.document_id).toMatch(/^[0-9a-f-]{36}$/);
    // The row's own line: one box, one table row high.
    const box = parseBoundingBox(citation.bounding_box);
    expect(box?.height).toBeLessThan(0.1);
    const fire = lineOf(body, 'fire_certificate').rules[0]!.citation;
    expect(fire).toMatchObject({ document: 'cgdcr-digest', section: 'RULES-BUILDING' });
    expect(fire.page_number).toBeGreaterThanOrEqual(1);
  });

  it('gives each cited document its title and a signed link the viewer can open', async () => {
    const citation = lineOf(ZCalculateResponse.parse((await calculate(PLOT)).json()), 'base_fsi').rules[0]!.citation;
    expect(citation.document_name).toContain('CGDCR');
    expect(citation.document_link).toMatch(new RegExp(`^/api/documents/${citation.document_id}/file\\?exp=\\d+&sig=`));
  });

  it('finds, for every row that points at the corpus, a passage of that section holding its phrase', async () => {
    const chunks = await t.database.db
      .select({ slug: documents.slug, clause: documentChunks.clause, text: documentChunks.text })
      .from(documentChunks)
      .innerJoin(documents, eq(documents.id, documentChunks.documentId));
    const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
    const missing = RULE_ROWS.filter(
      (row) => row.digest && !chunks.some((c) => c.slug === row.digest?.document && c.clause === row.digest.section && flat(c.text).includes(flat(row.digest.match))),
    ).map((row) => row.id);
    expect(missing).toEqual([]);
  });

  it('cites every row at its own line of the digest rule tables, naming its sources too', async () => {
    const body = ZCalculateResponse.parse((await calculate(PLOT)).json());
    const citation = lineOf(body, 'stair_width').rules[0]!.citation;
    expect(citation).toMatchObject({ document: 'cgdcr-digest', section: 'RULES-BUILDING' });
    expect(citation.sources.join(' ')).toContain('Secondary encoding A');
    for (const line of body.lines) for (const rule of line.rules) expect(parseBoundingBox(rule.citation.bounding_box), rule.row_id).not.toBeNull();
  });

  it('shows both values of a disputed row and why they differ', async () => {
    const body = ZCalculateResponse.parse((await calculate(PLOT)).json());
    const line = lineOf(body, 'max_height');
    expect(line).toMatchObject({ value: 25, confidence: 'disputed' });
    expect(line.rules[0]!.alternatives?.map((a) => a.value)).toEqual([30, 25]);
    expect(line.rules[0]!.dispute).toMatch(/30 m.*25 m/);
    expect(line.rules[0]!.citation).toMatchObject({ document: 'cgdcr-digest', section: 'RULES-HEIGHT' });
  });

  it('is free: it answers with no tokens left and debits none', async () => {
    const other = await chatUser(t);
    await drainTokens(t, other.userId);
    expect((await calculate(PLOT, other.headers)).statusCode).toBe(200);
    expect(await balanceOf(t, other.userId)).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const res = await calculate(PLOT, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it.each([
    ['a missing zone', { ...PLOT, zone: undefined }, 'body.zone', 'zone is required'],
    ['an unknown zone', { ...PLOT, zone: 'Z9' }, 'body.zone', 'zone must be one of'],
    ['a negative plot area', { ...PLOT, plot_area: -5 }, 'body.plot_area', 'plot_area must be greater than 0'],
    ['a road width given as text', { ...PLOT, road_width: 'twelve' }, 'body.road_width', 'road_width must be a number'],
    ['an impossible height', { ...PLOT, building_height: 900 }, 'body.building_height', 'at most 500'],
    ['a malformed date', { ...PLOT, as_of: '2019' }, 'body.as_of', ''],
  ])('answers 400 invalid_request naming the field for %s', async (_, payload, path, message) => {
    const res = await calculate(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_request');
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.stringContaining(message) })]));
  });

  it('accepts authority, zone and use in any case', async () => {
    const res = await calculate({ ...PLOT, authority: 'auda', zone: 'r1', use: 'Apartment' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['an authority whose FSI table is not held', { ...PLOT, authority: 'SUDA' }, 'AUDA and AMC'],
    ['a date before the CGDCR', { ...PLOT, as_of: '2016-01-01' }, '12 October 2017'],
    ['a wide road narrower than 36 m', { ...PLOT, wide_road: true, wide_road_width: 30 }, '36 m or wider'],
  ])('answers 422 outside_rule_tables for %s', async (_, payload, message) => {
    const res = await calculate(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'outside_rule_tables', message: expect.stringContaining(message) });
  });
});
