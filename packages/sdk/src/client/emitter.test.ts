import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter.js';

describe('event emitter', () => {
  it('calls the listeners of an event with its payload until they unsubscribe', () => {
    const events = createEmitter<{ ping: number; pong: string }>();
    const seen: number[] = [];
    const off = events.on('ping', (n) => seen.push(n));
    events.on('pong', () => seen.push(-1));
    events.emit('ping', 1);
    off();
    events.emit('ping', 2);
    expect(seen).toEqual([1]);
  });

  it('still calls the other listeners when one throws', () => {
    const events = createEmitter<{ ping: number }>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: number[] = [];
    events.on('ping', () => {
      throw new Error('listener bug');
    });
    events.on('ping', (n) => seen.push(n));
    events.emit('ping', 5);
    expect(seen).toEqual([5]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
