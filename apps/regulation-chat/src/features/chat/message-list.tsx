import { useEffect, useRef } from 'react';
import type { ChatMessage } from './chat-state';
import { useChatTexts } from './chat-context';
import { MessageItem, type MessageHandlers } from './message-item';

interface MessageListProps {
  messages: ChatMessage[];
  processing: boolean;
  sending: boolean;
  handlers: MessageHandlers;
}

/**
 * The conversation as a `log` region (polite live region): new messages are announced. It is
 * marked busy while an answer streams, so a screen reader reads the answer once it is complete
 * rather than piece by piece.
 */
export function MessageList({ messages, processing, sending, handlers }: MessageListProps) {
  const { t } = useChatTexts();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  // Follow the conversation: the newest message (and the answer as it grows) stays in view.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.text, processing]);

  return (
    <div className="rc-messages" role="log" aria-live="polite" aria-busy={sending} aria-label={t('message.listLabel')}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} handlers={handlers} />
      ))}
      {processing && (
        <div className="rc-processing" role="status">
          <span className="rc-processing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('input.processing')}
        </div>
      )}
      <div ref={end} />
    </div>
  );
}
