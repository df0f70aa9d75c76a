import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createOfflineExtractor } from '../offline-engine.js';
import type { ExtractedMaterial } from '../types.js';
import { CORPUS } from './corpus.js';
import { score, type Score } from './score.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const extractor = createOfflineExtractor();

async function extract(file: string, kind: (typeof CORPUS)[number]['kind']): Promise<ExtractedMaterial[]> {
  const bytes = readFileSync(join(FIXTURES, file));
  const found: ExtractedMaterial[] = [];
  const options = { onMaterial: (m: ExtractedMaterial) => void found.push(m) };
  if (kind === 'text') await extractor.extractDescription(bytes.toString('utf8'), options);
  else await extractor.extractDocument({ filename: file, kind, bytes: new Uint8Array(bytes) }, options);
  return found;
}

describe('extraction quality on the Gujarat document set (offline engine)', () => {
  it(
    'reaches precision ≥ 0.9, recall ≥ 0.85, unit accuracy ≥ 0.95 and invents no quantity',
    async () => {
      const total: Score = { extracted: 0, expected: 0, matched: 0, unitsRight: 0, quantitiesRight: 0, invented: 0, misses: [] };
      for (const document of CORPUS) {
        const result = score(await extract(document.file, document.kind), document.expected);
        for (const key of ['extracted', 'expected', 'matched', 'unitsRight', 'quantitiesRight', 'invented'] as const) total[key] += result[key];
        total.misses.push(...result.misses.map((miss) => `${document.file}: ${miss}`));
      }
      const precision = total.matched / total.extracted;
      const recall = total.matched / total.expected;
      const unitAccuracy = total.unitsRight / total.matched;
      const quantityAccuracy = total.quantitiesRight / total.matched;
      console.log(
        `quality: ${CORPUS.length} documents, ${total.expected} materials; precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, unit accuracy ${unitAccuracy.toFixed(3)}, quantity accuracy ${quantityAccuracy.toFixed(3)}, invented ${total.invented}\n${total.misses.join('\n')}`,
      );
      expect(CORPUS.length).toBeGreaterThanOrEqual(30);
      expect(precision).toBeGreaterThanOrEqual(0.9);
      expect(recall).toBeGreaterThanOrEqual(0.85);
      expect(unitAccuracy).toBeGreaterThanOrEqual(0.95);
      expect(total.invented).toBe(0);
    },
    180_000,
  );
});
