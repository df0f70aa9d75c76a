import { applyLanguageToDocument, chatLanguages, toLanguageCode, type LanguageCode } from '@app/i18n';
import { nextLanguage } from '@app/ui';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The chat's language cycle: EN → GU → HI → EN (spec part 1, "/chat"). */
export const CHAT_LANGUAGES: readonly LanguageCode[] = chatLanguages.map((language) => language.code);

export const nextChatLanguage = (current: LanguageCode): LanguageCode => nextLanguage(current, CHAT_LANGUAGES);

export interface ChatLanguage {
  /** The language questions are sent in and the chat is shown in. */
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => Promise<void>;
  /** `t` of the `chat` namespace in the chat language. */
  t: TFunction<'chat'>;
}

/**
 * The chat language. English and Gujarati are also the site's languages, so choosing one switches
 * the whole page (and is remembered for the other apps). Hindi exists only in the chat: the chat
 * shows its own texts in Hindi while the chrome stays in the site language, so the shell's EN/GU
 * toggle never lands on a language it cannot show. `<html lang>` follows the chat language. A
 * change of the site language from the chrome's toggle is followed here.
 */
export function useChatLanguage(): ChatLanguage {
  const { i18n } = useTranslation('chat');
  const [language, setState] = useState<LanguageCode>(() => toLanguageCode(i18n.resolvedLanguage ?? i18n.language));
  // Bumped when catalogues arrive so `t` is rebuilt with them.
  const [loaded, setLoaded] = useState(0);

  useEffect(() => {
    const follow = (lng: string) => setState(toLanguageCode(lng));
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);

  // i18n marks <html> for English and Gujarati; Hindi only lives here, so the chat marks it
  // (`lang`, the Devanagari font) and hands <html> back to the site language when it goes.
  useEffect(() => {
    applyLanguageToDocument(language);
    return () => applyLanguageToDocument(i18n.resolvedLanguage ?? i18n.language);
  }, [i18n, language]);

  const setLanguage = useCallback(
    async (next: LanguageCode) => {
      if (next === 'hi') {
        // Loaded before the switch, so the chat never flashes English keys.
        await i18n.loadLanguages('hi');
        setLoaded((n) => n + 1);
        setState('hi');
        return;
      }
      setState(next);
      if (toLanguageCode(i18n.resolvedLanguage ?? i18n.language) !== next) await i18n.changeLanguage(next);
    },
    [i18n],
  );

  const t = useMemo(() => i18n.getFixedT(language, 'chat'), [i18n, language, loaded]);
  return { language, setLanguage, t };
}
