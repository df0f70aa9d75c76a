import { describe, expect, it } from 'vitest';
import type { MaterialRow } from '../../db/schema/sourcing.js';
import { keywordsFor } from './keywords.js';

const material = (id: number, name: string, category: string, specifications: Record<string, string> = {}) =>
  ({ id, name, category, specifications }) as MaterialRow;

describe('discovery keywords', () => {
  const materials = [
    material(1, 'OPC Cement', 'Cement', { grade: '53 Grade', brand: 'UltraTech' }),
    material(2, 'PPC Cement', 'Cement', { grade: '53 Grade' }),
    material(3, 'TMT Bars', 'Steel & Metal', { grade: 'Fe 500D' }),
  ];

  it('uses the names and specifications of the category’s materials, most frequent first, then the category', () => {
    expect(keywordsFor('Cement', materials)).toEqual(['OPC Cement', 'PPC Cement', '53 Grade', 'UltraTech', 'Cement']);
  });

  it('narrows to the chosen materials and falls back to the category alone', () => {
    expect(keywordsFor('Cement', materials, [2])).toEqual(['PPC Cement', '53 Grade', 'Cement']);
    expect(keywordsFor('Tiles', materials)).toEqual(['Tiles']);
  });

  it('drops duplicates and bare numbers and keeps at most 8 keywords', () => {
    const many = Array.from({ length: 12 }, (_, i) => material(10 + i, `Brick type ${i}`, 'Bricks', { size: '230', note: 'brick type 0' }));
    const words = keywordsFor('Bricks', many);
    expect(words).toHaveLength(8);
    expect(words[0]).toBe('Brick type 0');
    expect(words.at(-1)).toBe('Bricks');
    expect(words).not.toContain('230');
  });
});
