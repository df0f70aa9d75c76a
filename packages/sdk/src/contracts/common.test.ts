import { describe, expect, it } from 'vitest';
import { ZIntId } from './common.js';
import { errorCodeForStatus, ZInsufficientTokensBody } from './errors.js';

describe('common contracts', () => {
  it('accepts the 402 body with required and available token counts', () => {
    const body = { message: 'Insufficient tokens', code: 'insufficient_tokens', detail: { required: 500, available: 20 }, request_id: 'r1' };
    expect(ZInsufficientTokensBody.parse(body)).toEqual(body);
  });

  it('gives every declared error status its own default code', () => {
    expect(errorCodeForStatus(402)).toBe('insufficient_tokens');
    expect(errorCodeForStatus(429)).toBe('rate_limited');
    expect(errorCodeForStatus(418)).toBe('invalid_request');
    expect(errorCodeForStatus(502)).toBe('internal_error');
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
