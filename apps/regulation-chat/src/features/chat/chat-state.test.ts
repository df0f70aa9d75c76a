import { describe, expect, it } from 'vitest';
import { answer, history, QUESTION } from '../../test/fixtures';
import { chatReducer, initialChatState, isProcessing, userMessage, type ChatState } from './chat-state';

const sent = (state: ChatState = initialChatState) =>
  chatReducer(state, { type: 'sendStarted', message: userMessage('u1', QUESTION, '2026-03-03T09:00:00Z') });

describe('the chat state', () => {
  it('adds the user message at once and shows Processing until the answer starts', () => {
    const state = sent();
    expect(state.messages.map((m) => m.text)).toEqual([QUESTION]);
    expect(state.sending).toBe(true);
    expect(isProcessing(state)).toBe(true);
    const streaming = chatReducer(state, { type: 'answerDelta', text: 'In the R1 zone' });
    expect(isProcessing(streaming)).toBe(false);
    expect(streaming.messages.at(-1)).toMatchObject({ type: 'ai', text: 'In the R1 zone', streaming: true });
  });

  it('returns the list to its state before the send when the send fails', () => {
    const before = chatReducer(initialChatState, { type: 'historyLoaded', history: history() });
    let state = sent(before);
    state = chatReducer(state, { type: 'answerDelta', text: 'partial' });
    state = chatReducer(state, { type: 'sendFailed' });
    expect(state.messages).toEqual(before.messages);
    expect(state.sending).toBe(false);
  });

  it('adopts the conversation id of the first answer when none existed', () => {
    let state = sent();
    state = chatReducer(state, { type: 'answerStarted', conversationId: 'from-server' });
    expect(state.conversationId).toBe('from-server');
    const done = chatReducer(sent({ ...initialChatState, conversationId: 'mine' }), { type: 'answerDone', response: answer() });
    expect(done.conversationId).toBe('mine');
  });

  it('replaces the streamed answer with the stored one (its id, sources and tokens)', () => {
    const response = answer();
    let state = chatReducer(sent(), { type: 'answerSources', sources: response.sources });
    state = chatReducer(state, { type: 'answerDelta', text: 'In the R1' });
    state = chatReducer(state, { type: 'answerDone', response });
    expect(state.messages).toHaveLength(2);
    expect(state.messages[1]).toMatchObject({ id: response.query_id, queryId: response.query_id, text: response.answer, streaming: false });
    expect(state.messages[1]?.metrics?.tokens).toBe(884);
  });

  it('loads a history as question and answer pairs with their feedback', () => {
    const state = chatReducer(initialChatState, { type: 'historyLoaded', history: history() });
    expect(state.messages.map((m) => m.type)).toEqual(['user', 'ai']);
    expect(state.messages[1]?.feedback).toBe(1);
    expect(state.title).toBe('FSI on a 12 m road');
  });

  it('ignores a new empty conversation once a question has started another', () => {
    const state = sent();
    expect(chatReducer(state, { type: 'conversationStarted', id: 'late', title: null })).toBe(state);
  });
});
