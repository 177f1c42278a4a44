import { normalizeModule } from '../model/normalize.ts';
import type { ModuleModel } from '../model/types.ts';

/**
 * A small module in SR7 wire format for engine tests: `count` slides, one text layer each. `pans` gives
 * slide n (1-based) a slidebg `tl.in.pan` as written in the wire format.
 */
export function testModule(
  count: number,
  options: { hidden?: number[]; len?: number; auto?: boolean; stopOn?: number[]; pans?: Readonly<Record<number, unknown>> } = {},
): ModuleModel {
  const slides: Record<string, unknown> = {};
  for (let i = 1; i <= count; i++) {
    slides[`s${i}`] = {
      id: `s${i}`,
      slide: {
        id: `s${i}`,
        order: i,
        title: `Slide ${i}`,
        slideshow: { hfn: options.hidden?.includes(i) ?? false, stop: options.stopOn?.includes(i) ?? false, len: options.len ?? 'default' },
      },
      layers: {
        bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: { type: 'solid', orig: '#000', string: `rgb(${i * 20},0,0)` } }, tl: { in: { bg: { ms: 500, temp: { p: 'fade' }, in: { o: 0 }, out: { a: false } }, pan: options.pans?.[i] } } },
        t: {
          id: 't',
          type: 'text',
          content: { text: `Text ${i}` },
          tl: {
            in: { content: { all: [{ t: 0, d: 0, o: 0, x: [0, 0, 0, 0, 0], y: [40, 40, 40, 40, 40] }, { t: 100, d: 400, o: 1, x: [0, 0, 0, 0, 0], y: [0, 0, 0, 0, 0] }] } },
            out: { content: { all: [{ t: 0, d: 300, o: 0 }] } },
          },
        },
      },
    };
  }
  return normalizeModule({
    id: 7,
    settings: { alias: 'test-module', title: 'Test', type: 'standard', default: { len: 3000 }, slideshow: { auto: options.auto ?? true } },
    slides,
  });
}
