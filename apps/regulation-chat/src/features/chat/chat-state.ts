import type {
  TConversationHistory,
  TFeedbackValue,
  TQueryMetrics,
  TQueryResponse,
  TSource,
} from '@app/sdk/contracts';

/** A chat message on the client (spec part 1, section 3 "Chat message"). */
export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  text: string;
  /** ISO time. */
  timestamp: string;
  sources: TSource[];
  feedback: TFeedbackValue | null;
  metrics: TQueryMetrics | null;
  /** The stored answer's id (feedback goes there); null while it is being written. */
  queryId: string | null;
  /** The answer is still arriving. */
  streaming: boolean;
}

export interface ChatState {
  conversationId: string | null;
  title: string | null;
  messages: ChatMessage[];
  /** A conversation's history is loading. */
  loading: boolean;
  sending: boolean;
  /** The list as it was before the send in progress: restored if the send fails. */
  beforeSend: ChatMessage[] | null;
}

export const initialChatState: ChatState = {
  conversationId: null,
  title: null,
  messages: [],
  loading: false,
  sending: false,
  beforeSend: null,
};

export type ChatAction =
  | { type: 'reset' }
  | { type: 'conversationStarted'; id: string; title: string | null }
  | { type: 'historyLoading' }
  | { type: 'historyLoaded'; history: TConversationHistory }
  | { type: 'historyFailed' }
  | { type: 'sendStarted'; message: ChatMessage }
  | { type: 'answerStarted'; conversationId: string }
  | { type: 'answerSources'; sources: TSource[] }
  | { type: 'answerDelta'; text: string }
  | { type: 'answerDone'; response: TQueryResponse }
  | { type: 'sendFailed' }
  | { type: 'feedbackSet'; messageId: string; feedback: TFeedbackValue | null };

export function userMessage(id: string, text: string, timestamp: string): ChatMessage {
  return { id, type: 'user', text, timestamp, sources: [], feedback: null, metrics: null, queryId: null, streaming: false };
}

const STREAMING_ID = 'answer-in-progress';

function streamingAnswer(): ChatMessage {
  return {
    id: STREAMING_ID,
    type: 'ai',
    text: '',
    timestamp: new Date().toISOString(),
    sources: [],
    feedback: null,
    metrics: null,
    queryId: null,
    streaming: true,
  };
}

/** The answer being written, appended on its first piece of news. */
function updateStreaming(messages: ChatMessage[], change: (message: ChatMessage) => ChatMessage): ChatMessage[] {
  const last = messages.at(-1);
  if (last?.streaming) return [...messages.slice(0, -1), change(last)];
  return [...messages, change(streamingAnswer())];
}

/** A conversation's history as messages: each question, then its answer. */
export function historyMessages(history: TConversationHistory): ChatMessage[] {
  return history.queries.flatMap((query) => [
    userMessage(`${query.id}:question`, query.query, query.created_at),
    {
      id: query.id,
      type: 'ai' as const,
      text: query.answer,
      timestamp: query.created_at,
      sources: query.sources,
      feedback: query.feedback,
      metrics: query.metrics,
      queryId: query.query_id,
      streaming: false,
    },
  ]);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return initialChatState;
    case 'conversationStarted':
      // A question sent before the new conversation answered has already started one.
      if (state.conversationId || state.messages.length > 0) return state;
      return { ...initialChatState, conversationId: action.id, title: action.title };
    case 'historyLoading':
      return { ...initialChatState, loading: true };
    case 'historyLoaded':
      return {
        ...initialChatState,
        conversationId: action.history.conversation_id,
        title: action.history.title,
        messages: historyMessages(action.history),
      };
    case 'historyFailed':
      return { ...state, loading: false };
    case 'sendStarted':
      // The user's message shows at once; the list before it is kept in case the send fails.
      return { ...state, sending: true, beforeSend: state.messages, messages: [...state.messages, action.message] };
    case 'answerStarted':
      // Spec: "The conversation id is adopted from the first response if none existed."
      return { ...state, conversationId: state.conversationId ?? action.conversationId };
    case 'answerSources':
      return { ...state, messages: updateStreaming(state.messages, (m) => ({ ...m, sources: action.sources })) };
    case 'answerDelta':
      return { ...state, messages: updateStreaming(state.messages, (m) => ({ ...m, text: m.text + action.text })) };
    case 'answerDone': {
      const { response } = action;
      const answer: ChatMessage = {
        id: response.query_id,
        type: 'ai',
        text: response.answer,
        timestamp: response.created_at,
        sources: response.sources,
        feedback: null,
        metrics: response.metrics,
        queryId: response.query_id,
        streaming: false,
      };
      const messages = state.messages.at(-1)?.streaming ? state.messages.slice(0, -1) : state.messages;
      return {
        ...state,
        conversationId: state.conversationId ?? response.conversation_id,
        messages: [...messages, answer],
        sending: false,
        beforeSend: null,
      };
    }
    case 'sendFailed':
      // Spec: "On failure the message list returns to its state before the send."
      return { ...state, sending: false, messages: state.beforeSend ?? state.messages, beforeSend: null };
    case 'feedbackSet':
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.messageId ? { ...m, feedback: action.feedback } : m)),
      };
  }
}

/** 'Processing' shows while a send is in progress and no part of the answer has arrived yet. */
export function isProcessing(state: ChatState): boolean {
  const last = state.messages.at(-1);
  return state.sending && !(last?.streaming && last.text !== '');
}
