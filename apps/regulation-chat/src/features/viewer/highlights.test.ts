import { describe, expect, it } from 'vitest';
import { gdcr, parkingGuide } from '../../test/fixtures';
import { boxToRect } from '@app/ui';
import { highlightBoxes, highlightsOf } from './highlights';

describe('highlight rectangles', () => {
  it('maps a left/top box to pixels over the rendered page', () => {
    const [box] = highlightBoxes('{"left":0.1,"top":0.75,"width":0.8,"height":0.1}');
    expect(boxToRect(box!, 600, 800)).toEqual({ left: 60, top: 600, width: 480, height: 80 });
  });

  it('maps an x/y box the same way', () => {
    const [box] = highlightBoxes('{"x":0.25,"y":0.5,"width":0.5,"height":0.25}');
    expect(boxToRect(box!, 400, 1000)).toEqual({ left: 100, top: 500, width: 200, height: 250 });
  });

  it('draws every line box when the chunk carries them, else its bounding box', () => {
    const text = JSON.stringify({
      left: 0.1,
      top: 0.1,
      width: 0.8,
      height: 0.1,
      boxes: [
        { left: 0.1, top: 0.1, width: 0.8, height: 0.04 },
        { x: 0.1, y: 0.15, width: 0.5, height: 0.04 },
      ],
    });
    expect(highlightBoxes(text)).toEqual([
      { left: 0.1, top: 0.1, width: 0.8, height: 0.04 },
      { left: 0.1, top: 0.15, width: 0.5, height: 0.04 },
    ]);
    expect(highlightBoxes('{"left":0.1,"top":0.1,"width":0.8,"height":0.1,"boxes":[]}')).toEqual([
      { left: 0.1, top: 0.1, width: 0.8, height: 0.1 },
    ]);
  });

  it('draws nothing for a missing or broken box', () => {
    expect(highlightBoxes(null)).toEqual([]);
    expect(highlightBoxes('not json')).toEqual([]);
    expect(highlightBoxes('{"left":0.1,"width":0.8,"height":0.1}')).toEqual([]);
    expect(highlightBoxes('{"left":2,"top":0.1,"width":0.8,"height":0.1}')).toEqual([]);
  });

  it("lists a source's highlights in order with their pages", () => {
    expect(highlightsOf(gdcr).map((h) => [h.page, h.chunkId, h.boxes.length])).toEqual([
      [3, 'c1', 1],
      [4, 'c2', 1],
    ]);
    expect(highlightsOf(parkingGuide)).toMatchObject([{ page: 2, boxes: [] }]);
  });
});
