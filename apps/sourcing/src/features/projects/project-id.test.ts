import { describe, expect, it } from 'vitest';
import { parseProjectId } from './project-id';

describe('parseProjectId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', 9007199254740991],
  ])('accepts the integer %s', (raw, id) => {
    expect(parseProjectId(raw)).toBe(id);
  });

  it.each([undefined, null, '', 'abc', '12abc', '1.5', '1e3', '0', '007', '-3', ' 7', '7 ', '+7', '0x1f', '9007199254740993'])(
    'rejects %s, so the route sends the user to /home',
    (raw) => {
      expect(parseProjectId(raw)).toBeNull();
    },
  );
});
