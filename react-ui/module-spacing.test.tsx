import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../engine/index.ts';
import { computeNavFrame } from './nav-frame.ts';
import { levelBoxes } from './ssr-box.ts';
// The server entry: every feature's code at hand, as a server render has it.
import { Strata } from './index.node.ts';

const wire = (size: Record<string, unknown>) => ({
  settings: { uSize: [false, true, true, true, true], size: { width: [1240, 1240, 1024, 778, 480], height: [600, 600, 500, 400, 300], ...size } },
  slides: { 1: { slide: { order: 1 }, layers: {} } },
});

describe("the module's padding and margin (SR7 settings.size.p / size.m, per level)", () => {
  it('reads px per level; a padding is never negative, a margin may be', () => {
    const { size } = normalizeModule(wire({ p: { t: [20, 20, '10px', '#a', 0], l: 40, r: '-5' }, m: { t: [0, 30, 30, 30, 30], b: '-12px' } }));
    expect(size.padding).toEqual({ top: [20, 20, 10, 10, 0], right: [0, 0, 0, 0, 0], bottom: [0, 0, 0, 0, 0], left: [40, 40, 40, 40, 40] });
    expect(size.margin).toEqual({ top: [0, 30, 30, 30, 30], bottom: [-12, -12, -12, -12, -12] });
  });

  it('the module grows by its padding and its slides are laid out inside it, narrower by the sides', () => {
    const model = normalizeModule(wire({ fullWidth: false, p: { t: 20, b: 30, l: 40, r: 60 } }));
    const frame = computeNavFrame(model, 1240, { width: 1240, height: 900 });
    expect(frame.outer).toEqual({ top: 20, right: 60, bottom: 30, left: 40 });
    expect(frame.layout.stageWidth).toBe(1140);
    expect(frame.layout.scale).toBeCloseTo(1140 / 1240);
    expect(frame.slider).toEqual({ left: 40, top: 20, width: 1140, height: frame.layout.height });
    expect(frame.grid.top).toBeCloseTo(20, 1);
    // The server's box has the module's proportions, padding included.
    const desktop = levelBoxes(model, () => 0).find((box) => box.max === null)!;
    expect(desktop.aspect).toBe(`1240 / ${Math.round((frame.layout.height + 50) * 100) / 100}`);
  });

  it("the module keeps its margin above and below, the level's", () => {
    const html = renderToString(<Strata module={wire({ m: { t: [0, 24, 0, 0, 0], b: 16 }, p: { t: 10 } })} gpu={false} />);
    const root = /<div[^>]*data-strata-module[^>]*>/.exec(html)?.[0] ?? '';
    expect(root).toMatch(/margin-top:24px/);
    expect(root).toMatch(/margin-bottom:16px/);
    expect(renderToString(<Strata module={wire({})} gpu={false} />)).not.toMatch(/margin-(top|bottom)/);
  });
});
