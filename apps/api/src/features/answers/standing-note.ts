import type { Passage } from '../retrieval/types.js';
import { parseCitations } from './citations.js';
import { CONFIRM_FIGURES, DOCUMENT_NAMES, LISTS, paragraphBreak, PHRASES } from './phrases.js';
import type { AnswerLanguage } from './types.js';

/**
 * Which text an answer rests on, said once: the official (notified) documents it cites, by title
 * and page, or our digest. Written by us in each language with the same titles and pages, so the
 * Gujarati and Hindi answers carry the same figures as the English one. An answer that cites
 * nothing (not covered) gets no sentence.
 */

export type AnswerStanding = 'official' | 'mixed' | 'digest';

interface StandingPhrases {
  /** "CGDCR Part II, page 84" / "…, pages 12 and 14". */
  document: (title: string, pages: string, many: boolean) => string;
  official: (documents: string) => string;
  mixed: (documents: string) => string;
  digest: string;
}

const STANDING: Record<AnswerLanguage, StandingPhrases> = {
  en: {
    document: (title, pages, many) => `${title}, ${many ? 'pages' : 'page'} ${pages}`,
    official: (documents) => `This is from the official text: ${documents}.`,
    mixed: (documents) => `This rests on the official text (${documents}) and, for the rest, on our digest.`,
    digest: 'This is from our digest of the regulations, not from the official notified text.',
  },
  gu: {
    document: (title, pages, many) => `${title}, ${many ? 'પાનાં' : 'પાનું'} ${pages}`,
    official: (documents) => `આ સત્તાવાર લખાણમાંથી છે: ${documents}.`,
    mixed: (documents) => `આ સત્તાવાર લખાણ (${documents}) પર અને બાકીનું અમારા સારાંશ પર આધારિત છે.`,
    digest: 'આ અમારા નિયમોના સારાંશમાંથી છે, સત્તાવાર જાહેરનામાના લખાણમાંથી નહીં.',
  },
  hi: {
    document: (title, pages) => `${title}, पृष्ठ ${pages}`,
    official: (documents) => `यह आधिकारिक पाठ से है: ${documents}।`,
    mixed: (documents) => `यह आधिकारिक पाठ (${documents}) पर और बाकी हमारे सारांश पर आधारित है।`,
    digest: 'यह हमारे नियमों के सारांश से है, अधिसूचित आधिकारिक पाठ से नहीं।',
  },
};

/** The official documents an answer cites, in order of first citation, each with its pages in page order. */
function citedOfficial(cited: Passage[]): { title: string; slug: string; pages: number[] }[] {
  const documents = new Map<string, { title: string; slug: string; pages: number[] }>();
  for (const passage of cited.filter((p) => p.standing === 'official')) {
    const document = documents.get(passage.documentId) ?? { title: passage.documentTitle, slug: passage.documentSlug, pages: [] };
    if (!document.pages.includes(passage.pageNumber)) document.pages.push(passage.pageNumber);
    documents.set(passage.documentId, document);
  }
  return [...documents.values()].map((d) => ({ ...d, pages: d.pages.sort((a, b) => a - b) }));
}

/** The standing of what an answer cites; null when it cites nothing. */
export function answerStanding(text: string, passages: readonly Passage[]): { standing: AnswerStanding; cited: Passage[] } | null {
  const cited = parseCitations(text, passages.length).flatMap((n) => passages.slice(n - 1, n));
  if (cited.length === 0) return null;
  const official = cited.filter((p) => p.standing === 'official').length;
  return { standing: official === 0 ? 'digest' : official === cited.length ? 'official' : 'mixed', cited };
}

/** The one sentence saying which text the answer rests on; null for an answer that cites nothing. */
export function standingNote(text: string, passages: readonly Passage[], language: AnswerLanguage): string | null {
  const found = answerStanding(text, passages);
  if (!found) return null;
  const phrases = STANDING[language];
  if (found.standing === 'digest') return phrases.digest;
  const documents = citedOfficial(found.cited).map((d) =>
    phrases.document(DOCUMENT_NAMES[d.slug]?.[language] ?? d.title, LISTS[language].format(d.pages.map(String)), d.pages.length > 1),
  );
  const list = LISTS[language].format(documents);
  return found.standing === 'official' ? phrases.official(list) : phrases.mixed(list);
}

/**
 * The answer with its standing sentence before the closing line (or at the end). When it cites
 * official text, the closing line no longer calls the documents unofficial digests
 * (`CONFIRM_FIGURES` alone). An answer
 * resting on our digest alone already ends by saying so, and is left as it is: the same point
 * twice in a row reads as padding.
 */
export function withStandingNote(text: string, passages: readonly Passage[], language: AnswerLanguage): string {
  const note = standingNote(text, passages, language);
  if (!note) return text;
  const separator = paragraphBreak(language);
  const closing = PHRASES[language].confirm;
  const at = text.lastIndexOf(closing);
  if (at < 0) return `${text}${separator}${note}`;
  if (answerStanding(text, passages)?.standing === 'digest') return text;
  return `${text.slice(0, at)}${note}${separator}${CONFIRM_FIGURES[language]}${text.slice(at + closing.length)}`;
}
