import type { LanguageCode } from '@app/i18n';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';

export interface ChatTexts {
  t: TFunction<'chat'>;
  language: LanguageCode;
}

/** The chat's texts in the chat language (which may be Hindi while the chrome is not). */
export const ChatTextsContext = createContext<ChatTexts | null>(null);

export function useChatTexts(): ChatTexts {
  const texts = useContext(ChatTextsContext);
  if (!texts) throw new Error('useChatTexts needs a ChatTextsContext provider');
  return texts;
}
