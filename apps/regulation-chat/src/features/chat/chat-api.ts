import type { LanguageCode } from '@app/i18n';
import { ApiError, type Client } from '@app/sdk';
import {
  regagentContract,
  usageContract,
  type TConversationHistory,
  type TConversationList,
  type TCreateConversationResponse,
  type TFeedbackValue,
  type TQueryRequest,
  type TQueryResponse,
  type TRegagentStreamEvent,
  type TUsageSummary,
} from '@app/sdk/contracts';
import { StreamNotOpenedError, streamAnswer } from './stream-answer';

/** Everything the chat asks of the API; components get it from context, tests give a stand-in. */
export interface ChatApi {
  createConversation(language: LanguageCode): Promise<TCreateConversationResponse>;
  getConversation(id: string): Promise<TConversationHistory>;
  /** Asks a question; `onEvent` sees the stream's events when the answer is streamed. */
  ask(body: TQueryRequest, onEvent: (event: TRegagentStreamEvent) => void, signal?: AbortSignal): Promise<TQueryResponse>;
  submitFeedback(queryId: string, feedback: TFeedbackValue): Promise<void>;
  /** The user's conversations (the sidebar's list): the chat reads the active one's title there. */
  listConversations(limit: number): Promise<TConversationList>;
  /** The user's quota and balance; null when the server has no usage route (404). */
  usageSummary(): Promise<TUsageSummary | null>;
  /** A source's `document_link` as a URL the viewer can fetch; null when it is not one. */
  documentUrl(link: string): string | null;
}

/** The absolute URL of an API path (the client's base may be relative, e.g. `/api`). */
export function apiUrl(client: Client, path: string): string {
  const base = new URL(client.config.baseUrl.replace(/\/?$/, '/'), globalThis.location?.href ?? 'http://localhost/');
  return new URL(path.replace(/^\//, ''), base).toString();
}

/** `document_link` is relative to the API's origin (`/api/documents/...`) or absolute (http/https only). */
export function documentUrl(client: Client, link: string): string | null {
  if (!link.trim()) return null;
  try {
    const url = new URL(link, new URL(client.config.baseUrl, globalThis.location?.href ?? 'http://localhost/'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function createChatApi(client: Client): ChatApi {
  return {
    createConversation: (language) => client.call(regagentContract.createConversation, { body: { language } }),
    getConversation: (id) => client.call(regagentContract.getConversation, { params: { id } }),
    async ask(body, onEvent, signal) {
      const token = (await client.session.get())?.access_token;
      if (token) {
        try {
          return await streamAnswer({
            url: apiUrl(client, regagentContract.queryStream.path),
            token,
            body,
            onEvent,
            signal,
            fetch: client.config.fetch,
          });
        } catch (error) {
          // Refused or unreachable before it opened (expired token, 402, validation, a proxy
          // that does not stream): the plain route refreshes the session, raises the shell's
          // 402 toast and carries the server's message.
          if (!(error instanceof StreamNotOpenedError)) throw error;
        }
      }
      return client.call(regagentContract.query, { body, signal });
    },
    async submitFeedback(queryId, feedback) {
      await client.call(regagentContract.submitFeedback, { params: { queryId }, body: { feedback } });
    },
    listConversations: (limit) => client.call(regagentContract.listConversations, { query: { limit } }),
    documentUrl: (link) => documentUrl(client, link),
    async usageSummary() {
      try {
        return await client.call(usageContract.summary, { query: {} });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'not_found') return null;
        throw error;
      }
    },
  };
}
