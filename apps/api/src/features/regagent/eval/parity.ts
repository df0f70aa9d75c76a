import { numbersIn } from '../../answers/number-guard.js';
import { asciiDigits } from '../../retrieval/normalize.js';

/**
 * What must be the same in an answer's English, Gujarati and Hindi versions: the citation
 * markers in order, the figures of every cited claim (as ASCII numbers, in order), and the
 * number of caveats (confidence and dispute notes). A language that drops a quoted figure, a
 * citation or a note differs.
 */
export interface AnswerShape {
  markers: number[];
  figures: string[];
  caveats: number;
}

/** Lines that frame the answer ("According to clause 6.3.1 (…) of …:") carry no claim. */
const isLead = (line: string) => /:\s*$/.test(line.trim());

export function shapeOf(text: string, caveatCount: number): AnswerShape {
  const claims = asciiDigits(text)
    .split('\n')
    .filter((line) => !isLead(line))
    .join('\n');
  return {
    markers: [...claims.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])),
    figures: numbersIn(claims).sort(),
    caveats: caveatCount,
  };
}
