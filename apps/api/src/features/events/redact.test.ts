import { describe, expect, it } from 'vitest';
import { redactToken } from './redact.js';

describe('log redaction', () => {
  it('hides the stream token wherever it is in the query', () => {
    expect(redactToken('/api/sourcing/projects/1/extraction/stream?token=eyJ.abc.def')).toBe(
      '/api/sourcing/projects/1/extraction/stream?token=[redacted]',
    );
    expect(redactToken('/s?last_event_id=4&token=x&y=1')).toBe('/s?last_event_id=4&token=[redacted]&y=1');
  });

  it('leaves other URLs alone, including parameters that merely end in "token"', () => {
    expect(redactToken('/api/auth/me')).toBe('/api/auth/me');
    expect(redactToken('/x?csrf_token=1')).toBe('/x?csrf_token=1');
  });
});
