import { type LanguageModel, streamText } from 'ai';
import type { Passage } from '../retrieval/types.js';
import { parseCitations } from './citations.js';
import { notFoundAnswer } from './phrases.js';
import type { AnswerEngine, AnswerInput, AnswerLanguage, AnswerResult, AnswerStream } from './types.js';

const LANGUAGE_NAMES: Record<AnswerLanguage, string> = {
  en: 'English',
  gu: 'Gujarati (in Gujarati script)',
  hi: 'Hindi (in Devanagari script)',
};

/** The instructions: answer only from the numbered passages, cite them, in the asked language. */
export function systemPrompt(language: AnswerLanguage): string {
  return [
    'You answer questions about building and planning regulations in Gujarat, India (the CGDCR 2017 and related rules) for architects, developers, contractors and citizens.',
    'Use ONLY the numbered passages given with the question. After every statement, cite the passage it comes from with its number in square brackets, like [1] or [2][3].',
    'Give figures exactly as the passages state them, with their conditions (zone, city, road width, dates). Never state a number that is not in the passages.',
    'If the passages do not answer the question, say so plainly and suggest how to ask (a topic such as FSI, setbacks, parking, height or permissions, a city, a road width).',
    // Which text the answer rests on is said after the answer by standing-note.ts, from what it cites.
    'Passages marked "official text" are the notified regulation; the others are our unofficial digests. Do not say which of them the answer rests on (that is added after your answer). End with one short sentence advising the user to confirm the figures with the competent authority.',
    `Answer in ${LANGUAGE_NAMES[language]}, in a few sentences or a short list.`,
  ].join('\n');
}

const describe = (p: Passage, n: number) => {
  const where = [p.standing === 'official' && 'official text', p.clause && `clause ${p.clause}`, p.heading, `page ${p.pageNumber}`].filter(Boolean).join(', ');
  return `[${n}] ${p.documentTitle} (${where})\n${p.text}`;
};

/** The user message: the numbered passages, then the question. */
export function userPrompt(input: AnswerInput): string {
  return `Passages:\n\n${input.passages.map((p, i) => describe(p, i + 1)).join('\n\n')}\n\nQuestion: ${input.question}`;
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

/**
 * The language-model engine (Vercel AI SDK): any OpenAI-compatible chat model, streamed. With
 * no relevant passage it does not call the model and says it could not find an answer.
 */
export function createLlmEngine(options: { model: LanguageModel; temperature?: number }): AnswerEngine {
  const stream = (input: AnswerInput, signal?: AbortSignal): AnswerStream => {
    if (input.passages.length === 0) {
      const text = notFoundAnswer(input.language);
      return { composed: true, textStream: once(text), result: Promise.resolve({ text, citations: [] }) };
    }
    const response = streamText({
      model: options.model,
      system: systemPrompt(input.language),
      prompt: userPrompt(input),
      temperature: options.temperature ?? 0,
      abortSignal: signal,
      // Errors arrive as `error` parts of the full stream and are thrown to the caller below;
      // the SDK's default handler would also print them.
      onError: () => undefined,
    });
    let resolve!: (result: AnswerResult) => void;
    let reject!: (error: unknown) => void;
    const result = new Promise<AnswerResult>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // Without a reader `result` would never settle; a rejection nobody awaits must not crash.
    result.catch(() => undefined);
    async function* textStream(): AsyncGenerator<string> {
      let text = '';
      try {
        // fullStream rather than textStream: textStream ends quietly on a provider error.
        for await (const part of response.fullStream) {
          if (part.type === 'text-delta') {
            text += part.text;
            yield part.text;
          } else if (part.type === 'error') {
            throw part.error instanceof Error ? part.error : new Error(String(part.error));
          }
        }
        resolve({ text, citations: parseCitations(text, input.passages.length) });
      } catch (error) {
        reject(error);
        throw error;
      }
    }
    return { composed: false, textStream: textStream(), result };
  };

  return {
    name: 'llm',
    stream,
    async answer(input, signal) {
      const { textStream, result } = stream(input, signal);
      for await (const _piece of textStream) {
        // drained: the result collects the text
      }
      return result;
    },
    inputText: (input) => (input.passages.length === 0 ? input.question : `${systemPrompt(input.language)}\n\n${userPrompt(input)}`),
  };
}
