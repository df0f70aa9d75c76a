import type { TQueryRequest, TQueryResponse } from '@app/sdk/contracts';
import { vi } from 'vitest';
import type { ChatApi } from '../features/chat/chat-api';
import { answer, CONVERSATION_ID, history, streamEvents } from './fixtures';

/**
 * A stand-in for the chat's API calls (the SDK and the server are tested against the real API
 * elsewhere): answers like the server would, records what it was asked, and lets a test make
 * any call fail or wait.
 */
export function fakeApi(overrides: Partial<ChatApi> = {}) {
  const asked: TQueryRequest[] = [];
  const api: ChatApi = {
    createConversation: vi.fn(async (language) => ({ conversation_id: CONVERSATION_ID, title: null, language })),
    getConversation: vi.fn(async () => history()),
    ask: vi.fn(async (body: TQueryRequest, onEvent): Promise<TQueryResponse> => {
      asked.push(body);
      const response = answer({ conversation_id: body.conversation_id ?? CONVERSATION_ID });
      for (const event of streamEvents(response)) onEvent(event);
      return response;
    }),
    submitFeedback: vi.fn(async () => undefined),
    listConversations: vi.fn(async () => ({ conversations: [] })),
    usageSummary: vi.fn(async () => null),
    documentUrl: (link: string) => `http://localhost${link}`,
    ...overrides,
  };
  return { api, asked };
}

/** A promise the test settles when it wants (e.g. an answer still on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
