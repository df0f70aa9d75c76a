import { describe, expect, it } from 'vitest';
import { ZInsufficientTokensBody, ZIntId } from './common.js';

describe('common contracts', () => {
  it('accepts the 402 body with required and available token counts', () => {
    const body = { message: 'Insufficient tokens', detail: { required: 500, available: 20 }, request_id: 'r1' };
    expect(ZInsufficientTokensBody.parse(body)).toEqual(body);
  });

  it('rejects a path id that is not a positive integer', () => {
    expect(ZIntId.safeParse('12').success).toBe(true);
    expect(ZIntId.safeParse('1.5').success).toBe(false);
    expect(ZIntId.safeParse('abc').success).toBe(false);
  });

  it('rejects a path id larger than an integer column can hold', () => {
    expect(ZIntId.safeParse('2147483647').success).toBe(true);
    expect(ZIntId.safeParse('2147483648').success).toBe(false);
  });
});
