import { describe, expect, it } from 'vitest';
import { checkMessage, isSendKey, MAX_MESSAGE_LENGTH } from './input-rules';

describe('what may be sent', () => {
  it('never sends empty or whitespace-only text', () => {
    expect(checkMessage('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkMessage('  \n\t ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('sends the trimmed text', () => {
    expect(checkMessage('  FSI?  ')).toEqual({ ok: true, text: 'FSI?' });
  });

  it('accepts 1000 characters and refuses 1001', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(1000);
    expect(checkMessage('a'.repeat(1000)).ok).toBe(true);
    expect(checkMessage('a'.repeat(1001))).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkMessage(`  ${'a'.repeat(1000)}  `).ok).toBe(true);
  });

  it('sends on Enter, not on Shift+Enter nor while an input method composes', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
