import { QUERY_MAX_LENGTH } from '@app/sdk/plain';

/** The spec's chat limit (part 1, section 5), the same number the server enforces. */
export const MAX_MESSAGE_LENGTH = QUERY_MAX_LENGTH;
/** The character counter appears from here on, so the limit is visible before it is reached. */
export const COUNTER_THRESHOLD = 800;

export type MessageCheck = { ok: true; text: string } | { ok: false; reason: 'empty' | 'tooLong' };

/** Whether typed text may be sent: never empty or blank, never over the limit once trimmed. */
export function checkMessage(raw: string): MessageCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.length > MAX_MESSAGE_LENGTH) return { ok: false, reason: 'tooLong' };
  return { ok: true, text };
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) adds a newline. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
