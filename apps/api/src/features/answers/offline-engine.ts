import type { TIndicLanguageCode } from '@app/sdk/contracts';
import type { Passage } from '../retrieval/types.js';
import { parseCitations } from './citations.js';
import { readRow } from './rows.js';
import { gloss } from './gloss.js';
import { assertNumbersGrounded } from './number-guard.js';
import { DOCUMENT_NAMES, notFoundAnswer, paragraphBreak, PHRASES } from './phrases.js';
import { SECTION_TITLES } from './section-titles.js';
import { translationOf } from './translations.js';
import { type ScoredUnit, selectUnits } from './select.js';
import type { AnswerEngine, AnswerInput, AnswerLanguage, AnswerResult, AnswerStream } from './types.js';

/** Words per streamed piece of an offline answer. */
const WORDS_PER_DELTA = 4;

/**
 * The default engine: no model, no key, same answer for the same passages. It quotes the
 * sentences, list items and table rows of the best passages that hold the question's terms
 * and figures, names the clause, and cites [n]. In Gujarati and Hindi the framing comes from a
 * phrase table and each quoted piece is read through the glossary, its numbers unchanged.
 */
export function createOfflineEngine(): AnswerEngine {
  const answer = (input: AnswerInput): AnswerResult => {
    const text = composeAnswer(input);
    return { text, citations: parseCitations(text, input.passages.length) };
  };
  return {
    name: 'offline',
    answer: async (input) => answer(input),
    stream(input): AnswerStream {
      const result = answer(input);
      return { composed: true, textStream: textPieces(result.text), result: Promise.resolve(result) };
    },
    inputText: (input) => [input.question, ...input.passages.map((p) => p.text)].join('\n\n'),
  };
}

/** A finished text as stream pieces of a few words (spaces kept, so the pieces join back exactly). */
export async function* textPieces(text: string): AsyncGenerator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += WORDS_PER_DELTA) yield words.slice(i, i + WORDS_PER_DELTA).join('');
}

/** The whole offline answer; throws if it would state a number its cited passages do not hold. */
export function composeAnswer({ question, language, passages }: AnswerInput): string {
  if (passages.length === 0) return notFoundAnswer(language);
  const units = selectUnits(question, passages);
  const groups = groupBySection(units, passages);
  const lines: string[] = [];
  groups.forEach((group, g) => {
    const body = language === 'en' ? englishBody(group.units) : indicBody(group.units, language);
    if (!body) return;
    lines.push(lead(group.passage, language, g === 0 || lines.length === 0), body);
  });
  if (lines.length === 0) return notFoundAnswer(language);
  lines.push(PHRASES[language].confirm);
  const text = lines.join(paragraphBreak(language));
  const cited = parseCitations(text, passages.length).flatMap((n) => passages.slice(n - 1, n));
  assertNumbersGrounded(text, cited);
  return text;
}

interface Group {
  passage: Passage;
  units: ScoredUnit[];
}

/** Units grouped by the section (document + clause) they come from, in order of first appearance. */
function groupBySection(units: ScoredUnit[], passages: readonly Passage[]): Group[] {
  const groups = new Map<string, Group>();
  for (const unit of units) {
    const passage = passages[unit.passage];
    if (!passage) throw new Error(`answer unit points at passage ${unit.passage} of ${passages.length}`);
    const key = `${passage.documentId}|${passage.clause ?? ''}`;
    const group = groups.get(key) ?? { passage, units: [] };
    group.units.push(unit);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "Heading text" of a section without its leading clause id. */
const sectionTitle = (p: Passage) => (p.heading ?? '').replace(new RegExp(`^${escape(p.clause ?? '')}\\s*`), '').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document as the answer names it: a short title in English, the phrase table's name in gu/hi. */
function documentName(p: Passage, language: AnswerLanguage): string {
  const local = DOCUMENT_NAMES[p.documentSlug]?.[language];
  if (local) return local;
  return (p.documentTitle.split(':')[0] ?? p.documentTitle).replace(/\s*\((?:unofficial)\)\s*$/i, '').trim();
}

function lead(p: Passage, language: AnswerLanguage, first: boolean): string {
  const phrases = PHRASES[language];
  const document = documentName(p, language);
  const numbered = p.clause && /^\d+(?:\.\d+)*$/.test(p.clause);
  if (numbered) {
    const title = language === 'en' && sectionTitle(p) ? ` (${sectionTitle(p)})` : '';
    return first ? phrases.accordingToClause(`${p.clause}${title}`, document) : phrases.alsoClause(`${p.clause}${title}`, document);
  }
  const section =
    language === 'en'
      ? sectionTitle(p) || p.clause || ''
      : ((p.clause && SECTION_TITLES[p.clause]?.[language]) ?? p.clause ?? sectionTitle(p));
  return first ? phrases.accordingToSection(section, document) : phrases.alsoSection(section, document);
}

interface Quote {
  unit: ScoredUnit;
  text: string;
}

/**
 * Quoted units; a citation after each run of units from one passage. Lists, rows and glossed
 * fragments go one per line; whole sentences read as one paragraph.
 */
function quotedBody(quotes: Quote[], bullets: boolean, stop: string): string {
  const parts = quotes.map(({ unit, text: raw }, i) => {
    const next = quotes[i + 1]?.unit;
    let text = raw.replace(/\s+/g, ' ').trim();
    if (!next || next.passage !== unit.passage) text = cite(text, unit.passage + 1, stop);
    else if (!/[.!?।]$/.test(text)) text += stop;
    return bullets ? `• ${text}` : text;
  });
  return parts.join(bullets ? '\n' : ' ');
}

function englishBody(units: ScoredUnit[]): string {
  return quotedBody(
    units.map((unit) => ({ unit, text: unit.kind === 'row' ? readRow(unit.text, 'en') : unit.text })),
    units.some((u) => u.kind !== 'sentence'),
    '.',
  );
}

/**
 * Each unit in our own Gujarati or Hindi translation of the corpus; a unit without one (e.g.
 * from an uploaded document) is read through the glossary and kept only if it still says
 * something.
 */
function indicBody(units: ScoredUnit[], language: TIndicLanguageCode): string {
  const quotes: Quote[] = [];
  let glossed = false;
  for (const unit of units) {
    const translated = translationOf(unit.text, language);
    if (translated) {
      quotes.push({ unit, text: unit.kind === 'row' ? readRow(translated, language) : translated });
      continue;
    }
    const read = gloss(unit.text, language);
    if (read.numbers === 0 && read.terms < 3) continue;
    quotes.push({ unit, text: read.text });
    glossed = true;
  }
  return quotedBody(quotes, glossed || quotes.some((q) => q.unit.kind !== 'sentence'), language === 'hi' ? '।' : '.');
}

/** "… is 1.8." → "… is 1.8 [1]." (`stop` ends a quote that has no full stop of its own). */
function cite(text: string, n: number, stop: string): string {
  const match = /[.!?;:।]$/.exec(text);
  return match ? `${text.slice(0, -1)} [${n}]${match[0] === ';' || match[0] === ':' ? stop : match[0]}` : `${text} [${n}]${stop}`;
}
