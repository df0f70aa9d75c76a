import { describe, expect, it } from 'vitest';
import { evaluationQuestions } from '../retrieval/test-support.js';
import { parsePlotQuestion } from './plot-question.js';

describe('reading calculator inputs out of a chat question', () => {
  it('reads area, zone, road and city from an English question and names nothing missing', () => {
    expect(parsePlotQuestion('What can I build on a 500 m² R1 plot on a 12 m road in Ahmedabad?')).toEqual({
      authority: 'AUDA',
      zone: 'R1',
      plot_area: 500,
      road_width: 12,
      missing: [],
    });
  });

  it('reads Gujarati digits, Gujarati units and the zone written in Gujarati letters', () => {
    expect(parsePlotQuestion('AUDA આર-૧ ઝોનમાં ૫૦૦ ચો.મી. પ્લોટ, ૧૨ મીટર રસ્તો, ફ્લેટ માટે ૧૫ મીટર ઊંચી ઇમારત')).toEqual({
      authority: 'AUDA',
      zone: 'R1',
      use: 'apartment',
      plot_area: 500,
      road_width: 12,
      building_height: 15,
      missing: [],
    });
  });

  it('reads Devanagari digits and Hindi words', () => {
    expect(parsePlotQuestion('अहमदाबाद के आर2 ज़ोन में ३०० वर्ग मीटर भूखंड पर १८ मीटर सड़क, मकान के लिए क्या बना सकते हैं?')).toEqual({
      authority: 'AUDA',
      zone: 'R2',
      use: 'house',
      plot_area: 300,
      road_width: 18,
      missing: [],
    });
  });

  it('converts square feet and square yards (vaar) to m²', () => {
    expect(parsePlotQuestion('FSI on a 5,000 sq ft plot in R1, Ahmedabad, 9 m road')?.plot_area).toBe(464.52);
    expect(parsePlotQuestion('AUDA R1 ઝોનમાં 600 વાર નો પ્લોટ, 12 મીટર રોડ')?.plot_area).toBe(501.68);
  });

  it('tells the road width from the building height by the words beside each figure', () => {
    const plot = parsePlotQuestion('A 20 m tall apartment building on a 1000 sq m plot facing an 18 m wide road in AMC zone R1');
    expect(plot).toMatchObject({ authority: 'AMC', road_width: 18, building_height: 20, use: 'apartment', missing: [] });
  });

  it('names exactly the inputs a plot question leaves out', () => {
    expect(parsePlotQuestion('What can I build on a 500 m² plot?')?.missing).toEqual(['authority', 'zone', 'road_width']);
    expect(parsePlotQuestion('what can I build on my plot in Surat on a 12 m road')?.missing).toEqual(['zone', 'plot_area']);
  });

  it('reads the TOZ flag and a jantri rate', () => {
    expect(parsePlotQuestion('500 m2 plot in TOZ, AUDA R1, 24 m road, jantri ₹ 30,000 per m²')).toMatchObject({ toz: true, jantri_rate: 30000 });
  });

  it('leaves every question of the answerable evaluation set to retrieval', () => {
    const taken = evaluationQuestions().filter((q) => parsePlotQuestion(q.question) !== null);
    expect(taken.map((q) => q.id)).toEqual([]);
  });
});
