import { CALCULATION_PHRASES } from '../../answers/calculation-phrases.js';
import type { TBand, TBandInput, TRuleRow, TRuleTableId } from '../schema.js';
import { D1, D1_EXCEPT_GMC } from '../tables/define.js';
import {
  BAND_NAMES,
  BAND_UNITS,
  CONFIDENCE,
  type DigestLanguage,
  FIGURE_NAMES,
  FLAG_FIGURES,
  HEADERS,
  RANGE,
  TABLE_LABELS,
  UNITS,
  WORDS,
  YES_NO,
} from './phrases.js';

/**
 * The digest's rule sections, written from the rule rows: one section per group of tables, one
 * table row per rule row, in English for the PDF and in Gujarati and Hindi for the answers that
 * quote it. The cells come from the data alone, so the PDF cannot drift from the calculator.
 */
export interface DigestSection {
  id: string;
  title: Record<DigestLanguage, string>;
  tables: TRuleTableId[];
}

export const DIGEST_SECTIONS: readonly DigestSection[] = [
  { id: 'RULES-FSI', title: { en: 'Rule data: FSI by zone, overlay and road', gu: 'નિયમ માહિતી: ઝોન, ઓવરલે અને રસ્તા મુજબ એફએસઆઈ', hi: 'नियम डेटा: ज़ोन, ओवरले और सड़क के अनुसार एफएसआई' }, tables: ['fsi', 'toz_fsi', 'wide_road_fsi'] },
  { id: 'RULES-JANTRI', title: { en: 'Rule data: price of chargeable FSI', gu: 'નિયમ માહિતી: ચાર્જેબલ એફએસઆઈની કિંમત', hi: 'नियम डेटा: चार्जेबल एफएसआई की कीमत' }, tables: ['jantri_charge'] },
  { id: 'RULES-HEIGHT', title: { en: 'Rule data: height by road width', gu: 'નિયમ માહિતી: રસ્તાની પહોળાઈ મુજબ ઊંચાઈ', hi: 'नियम डेटा: सड़क की चौड़ाई के अनुसार ऊंचाई' }, tables: ['height', 'apartment_road'] },
  {
    id: 'RULES-MARGINS',
    title: { en: 'Rule data: margins', gu: 'નિયમ માહિતી: માર્જિન', hi: 'नियम डेटा: मार्जिन' },
    tables: ['road_margin', 'road_margin_height', 'side_rear_margin', 'house_side_margin', 'house_rear_margin'],
  },
  { id: 'RULES-COVERAGE', title: { en: 'Rule data: ground coverage', gu: 'નિયમ માહિતી: ગ્રાઉન્ડ કવરેજ', hi: 'नियम डेटा: ग्राउंड कवरेज' }, tables: ['ground_coverage'] },
  { id: 'RULES-PARKING', title: { en: 'Rule data: parking', gu: 'નિયમ માહિતી: પાર્કિંગ', hi: 'नियम डेटा: पार्किंग' }, tables: ['parking', 'visitor_parking', 'car_space'] },
  {
    id: 'RULES-BUILDING',
    title: { en: 'Rule data: stairs, lifts, fire and tall buildings', gu: 'નિયમ માહિતી: દાદર, લિફ્ટ, ફાયર અને ઊંચી ઇમારતો', hi: 'नियम डेटा: सीढ़ी, लिफ्ट, अग्नि और ऊंची इमारतें' },
    tables: ['stairs', 'lifts', 'fire_certificate', 'tall_building'],
  },
];

export const sectionOfTable = (table: TRuleTableId): DigestSection | undefined => DIGEST_SECTIONS.find((s) => s.tables.includes(table));

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function authoritiesText(row: TRuleRow, language: DigestLanguage): string {
  const words = WORDS[language];
  if (same(row.authorities, D1)) return words.allD1;
  if (same(row.authorities, D1_EXCEPT_GMC)) return words.d1Except('GMC');
  return row.authorities.join(', ');
}

function bandText(input: TBandInput, band: TBand, language: DigestLanguage): string {
  const unit = UNITS[BAND_UNITS[input]][language];
  const r = RANGE[language];
  const v = (n: number) => `${n}${unit}`;
  let range: string;
  if (band.min !== null && band.max !== null && band.min === band.max) range = r.exactly(v(band.min));
  else if (band.min !== null && band.max !== null) {
    const low = band.min_inclusive ? r.from(v(band.min)) : r.over(v(band.min));
    const high = band.max_inclusive ? (language === 'en' && band.min_inclusive ? v(band.max) : r.upTo(v(band.max))) : r.under(v(band.max));
    range = `${low}${language === 'en' && !band.min_inclusive ? ', ' : r.join}${high}`;
  } else if (band.min !== null) range = band.min_inclusive ? r.orMore(v(band.min)) : r.over(v(band.min));
  else if (band.max !== null) range = band.max_inclusive ? r.upTo(v(band.max)) : r.under(v(band.max));
  else range = '';
  return `${BAND_NAMES[input][language]} ${range}`;
}

function appliesText(row: TRuleRow, language: DigestLanguage): string {
  const words = WORDS[language];
  const parts = [authoritiesText(row, language)];
  if (row.zones) parts.push(row.zones.length === 1 ? words.zone(row.zones[0] ?? '') : `${words.zones} ${row.zones.join(', ')}`);
  if (row.uses) parts.push(row.uses.map((u) => CALCULATION_PHRASES[language].uses[u]).join(', '));
  if (row.condition) parts.push(row.condition === 'toz' ? words.toz : words.tall);
  for (const [input, band] of Object.entries(row.bands) as [TBandInput, TBand][]) parts.push(bandText(input, band, language));
  return parts.join(', ');
}

function figuresText(figures: Record<string, number>, row: TRuleRow, language: DigestLanguage): string {
  return Object.entries(figures)
    .map(([key, value]) => {
      const flag = FLAG_FIGURES[key];
      if (flag) return flag[language];
      if (row.unit === 'yes_no') return YES_NO[value ? 'yes' : 'no'][language];
      const name = FIGURE_NAMES[key]?.[language] ?? key;
      const unit = UNITS[FIGURE_NAMES[key]?.unit ?? row.unit][language];
      return `${name ? `${name} ` : ''}${value}${unit}`;
    })
    .join(', ');
}

function figureCell(row: TRuleRow, language: DigestLanguage): string {
  return row.values.map((v) => figuresText(v.figures, row, language)).join(WORDS[language].or);
}

function inForceText(row: TRuleRow, language: DigestLanguage): string {
  const { notified, superseded } = row.effective;
  return superseded ? WORDS[language].between(notified, superseded) : WORDS[language].from(notified);
}

/** A row's cells in a language, in the order of HEADERS. */
export function rowCells(row: TRuleRow, language: DigestLanguage): string[] {
  return [TABLE_LABELS[row.table][language], row.clause, appliesText(row, language), figureCell(row, language), CONFIDENCE[row.confidence][language], inForceText(row, language)];
}

/** A row as an answer quotes it ("Header: cell; …"), the way the answers cut a table row. */
export function rowUnitText(row: TRuleRow, language: DigestLanguage): string {
  const headers = HEADERS[language];
  return rowCells(row, language)
    .map((cell, i) => `${headers[i] ?? ''}: ${cell}`)
    .join('; ');
}

const escapeCell = (text: string) => text.replace(/\|/g, '/');

/** The markdown of the digest's rule sections, in the order of DIGEST_SECTIONS. */
export function ruleSectionsMarkdown(rows: readonly TRuleRow[]): string {
  return DIGEST_SECTIONS.map((section) => {
    const chosen = rows.filter((r) => section.tables.includes(r.table));
    const lines = [
      `## ${section.id} ${section.title.en}`,
      '',
      `| ${HEADERS.en.join(' | ')} |`,
      `|${HEADERS.en.map(() => '---').join('|')}|`,
      ...chosen.map((r) => `| ${rowCells(r, 'en').map(escapeCell).join(' | ')} |`),
      '',
    ];
    return lines.join('\n');
  }).join('\n');
}
