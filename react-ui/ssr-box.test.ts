import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../engine/index.ts';
import { computeNavFrame } from './nav-frame.ts';
import { levelBoxCss, levelBoxes } from './ssr-box.ts';

const model = (size: Record<string, unknown>) =>
  normalizeModule({ settings: { uSize: [false, true, true, true, true], size: { width: [1240, 1240, 1024, 778, 480], height: [900, 900, 768, 960, 720], ...size } }, slides: { 1: { slide: { order: 1 }, layers: {} } } });

describe("the server-rendered module box (every level's box as media rules)", () => {
  it("keeps each level's proportions below its grid width and stops growing above it", () => {
    const boxes = levelBoxes(model({ fullWidth: false }), () => 0);
    expect(boxes.find((box) => box.min === 778)).toMatchObject({ aspect: '1023 / 767.3', maxHeight: 767.3, height: null, slideHeight: null });
    expect(levelBoxCss('#m', boxes)).toContain('@media (min-width:778px) and (max-width:1023.98px){#m{aspect-ratio:1023 / 767.3;height:auto;max-height:767.3px;}}');
  });

  it("a full-width module's box is as tall as its slides: the window's width where the box is within a scrollbar of it, else its own", () => {
    const wide = model({});
    const boxes = levelBoxes(wide, () => 0);
    expect(levelBoxCss('#m', boxes)).toContain(
      '@media (min-width:778px) and (max-width:1023.98px){#m{aspect-ratio:auto;height:auto;max-height:none;}#m::before{content:"";display:block;' +
        'padding-top:calc(min((100% + min(100vw - 100%, max(0px, (24.5px - (100vw - 100%)) * 1000))) * 0.750049, 767.3px) + 0px);}}',
    );
    // The height the browser lays it out at in a 1100 px window: in a box 8 px in from each edge and in one that spans
    // it (the slides span the window), and in a column of 700 px (they are the column's width).
    const level = boxes.find((box) => box.min === 1024)!.slideHeight!;
    for (const [container, slides] of [[1084, 1100], [1100, 1100], [700, 700]] as const) {
      const laidOut = computeNavFrame(wide, container, { width: 1100, height: 800 }).layout.height;
      expect(Math.min(slides * level.ratio, level.max!) + level.extra).toBeCloseTo(laidOut, 1);
    }
  });

  it('with keepBPHeight a level is its grid height at every width of it, not a ratio', () => {
    const boxes = levelBoxes(model({ keepBPHeight: true }), () => 0);
    expect(boxes.find((box) => box.min === 778)).toMatchObject({ height: 768 });
    expect(boxes.find((box) => box.min === null)).toMatchObject({ height: 720 });
    expect(levelBoxCss('#m', boxes)).toContain('@media (min-width:778px) and (max-width:1023.98px){#m{aspect-ratio:auto;height:768px;max-height:none;}}');
  });
});
