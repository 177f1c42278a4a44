import { describe, expect, it } from 'vitest';
import { collect } from './test-diagnostics.ts';
import { ALL_READERS } from './all-readers.ts';
import { readCursor, readHover, readRange, readToggle } from './normalize-hover.ts';
import { readKeyFrame, readTimeline } from './normalize-timeline.ts';

describe('hover, toggle, range (SPEC §3 hov/tog/sStart/sEnd, §4, §9)', () => {
  it("reads SR7's hover object as exported (home.json layer 17)", () => {
    const hover = readHover(
      {
        u: true, deco: 'none', zIndex: 'auto',
        color: { c: '#ffffff', bg: { type: 'solid', orig: '#ff6e00', string: 'rgba(255, 110, 0, 1)' } },
        border: { c: 'transparent', s: 'none', w: { t: [0, 0, 0, 0, 0] } },
        radius: { t: '30px', r: '30px', b: '30px', l: '30px' },
        frame: { o: 1, oX: '50%', oY: '50%', oZ: '50%', x: 'inherit', y: 'inherit', sX: 'inherit', skX: 0, d: 200, e: 'power1.inOut' },
        filter: { g: 0, r: '120%', b: 0 },
      },
      'hov',
    );
    expect(hover).toMatchObject({
      duration: 200, ease: 'power1.inOut', color: '#ffffff', bgColor: 'rgba(255, 110, 0, 1)', borderWidth: null,
      radius: { t: '30px', r: '30px', b: '30px', l: '30px' }, filter: { grayscale: 0, brightness: 120, blur: 0 }, decoration: null, zIndex: null,
    });
    expect(hover?.frame).toMatchObject({ x: 'inherit', y: 'inherit', sX: 'inherit', o: 1, origin: ['50%', '50%', '50%'] });
  });

  it('defaults the hover to 300 ms (SPEC §9) and is off unless `u`', () => {
    expect(readHover({ u: true }, 'hov')?.duration).toBe(300);
    expect(readHover({ u: false, color: { c: 'red' } }, 'hov')).toBeNull();
    expect(readHover(undefined, 'hov')).toBeNull();
    const slow = collect(() => readHover({ u: true, frame: { d: 'slow', e: 'power1.in' } }, 'layers.x.hov'));
    expect(slow.result).toMatchObject({ duration: 300, ease: 'power1.in' });
    expect(slow.diagnostics).toEqual([{ path: 'layers.x.hov.frame.d', expected: 'a number', found: 'slow', used: 300 }]);
  });

  it('reads toggle text sanitized, ranges with "last" and cursors', () => {
    expect(readToggle({ u: true, text: 'On <img src=x onerror=alert(1)>' }, 'toggle', ALL_READERS)).toEqual({ html: 'On <img src="x">' });
    expect(readToggle({ text: '' }, 'toggle', ALL_READERS)).toBeNull();
    expect(readRange({ sStart: 1, sEnd: 'last' }, 'l')).toEqual({ start: 1, end: Number.POSITIVE_INFINITY });
    expect(readRange({ sStart: '2', sEnd: '3' }, 'l')).toEqual({ start: 2, end: 3 });
    expect(readRange({}, 'l')).toBeNull();
    expect(readCursor('pointer', 'c')).toBe('pointer');
    expect(readCursor('url(javascript:x)', 'c')).toBeNull();
  });
});

describe('keyframe extras and track settings', () => {
  it('reads filters, colours, mask overflow and repeats', () => {
    const frame = readKeyFrame({ t: 0, d: 300, filter: { b: '4px', r: 120 }, c: '#ff0000', bgc: 'rgba(0,0,0,0.5)', rep: 2, yoyo: true }, 'f', 'content');
    expect(frame).toMatchObject({ filter: { blur: 4, brightness: 120 }, color: '#ff0000', bgColor: 'rgba(0,0,0,0.5)', repeat: 2, yoyo: true });
    expect(readKeyFrame({ oflow: 'visible' }, 'f', 'mask').overflow).toBe('visible');
    expect(readKeyFrame({ c: '40%' }, 'f', 'clip')).toMatchObject({ clip: 40 });
    expect(readKeyFrame({ g: 100, d: 500 }, 'f', 'filter').filter).toEqual({ grayscale: 100 });
  });

  it('a frame with `fu` uses its filter only when true; `fu: false` is the neutral filter (putnam, wp404)', () => {
    // putnam's planet names: blurred 50 px, then back to sharp in the next frame.
    const blurred = readKeyFrame({ t: 0, d: 0, fu: true, b: '50px', g: 0, r: 100, bu: false, bb: 0, bg: 0, br: 100, bs: 0, bi: 0 }, 'f', 'filter');
    expect(blurred.filter).toEqual({ blur: 50, brightness: 100, grayscale: 0 });
    const sharp = readKeyFrame({ t: 0, d: '800', fu: false, bu: false, bb: 0, bg: 0, br: 100, bs: 0, bi: 0 }, 'f', 'filter');
    expect(sharp.filter).toEqual({ blur: 0, brightness: 100, grayscale: 0 });
    expect(readKeyFrame({ fu: 'false', b: '9px' }, 'f', 'filter').filter).toEqual({ blur: 0, brightness: 100, grayscale: 0 });
    // wp404's characters: the filter sits on the split frame itself; `c` there is a colour, not contrast.
    const char = readKeyFrame({ t: 0, d: 0, fu: true, b: '10px', c: '#ffffff' }, 'f', 'chars');
    expect(char).toMatchObject({ filter: { blur: 10 }, color: '#ffffff' });
    expect(readKeyFrame({ t: 0, d: 500, fu: false }, 'f', 'chars').filter).toEqual({ blur: 0, brightness: 100, grayscale: 0 });
    // A split frame's own stagger direction, in gsap's words or the editor's; an unknown one is reported.
    expect(readKeyFrame({ dir: 'random' }, 'f', 'chars').staggerFrom).toBe('random');
    expect(readKeyFrame({ dir: 'backward' }, 'f', 'words').staggerFrom).toBe('end');
    const odd = collect(() => readKeyFrame({ dir: 'sideways' }, 'f', 'chars'));
    expect(odd.result.staggerFrom).toBeUndefined();
    expect(odd.diagnostics).toEqual([{ path: 'f.dir', expected: 'a stagger direction (start, end, center, edges, random)', found: 'sideways', used: undefined }]);
    // SR7 7.0's backdrop filter on the same frames: `bu` on reads bb/br/bg/bs/bi, off is the neutral backdrop.
    expect(blurred.backdrop).toEqual({ blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 });
    expect(readKeyFrame({ bu: true, bb: '8px', bg: 50, br: '120%' }, 'f', 'filter').backdrop).toEqual({ blur: 8, grayscale: 50, brightness: 120 });
    expect(readKeyFrame({ g: 100 }, 'f', 'filter').backdrop).toBeUndefined();
    // Without `fu`, a content frame reads only its nested filter.
    expect(readKeyFrame({ b: '5px' }, 'f', 'content').filter).toBeUndefined();
  });

  it('keeps each track’s origin, perspective, clip shape and split stagger (default 75 ms)', () => {
    const tl = readTimeline(
      {
        in: {
          content: { pers: '600px', orig: { x: '50%', y: '0%', z: '0' }, all: [{ t: 0 }] },
          clip: { orig: 'r', type: 'r', all: [{ c: '0%' }] },
          words: { dir: 'middletoedge', all: [{ t: 0 }] },
          chars: { delay: 30, all: [{ t: 0 }] },
        },
      },
      'tl',
    );
    expect(tl['in']?.meta?.content).toEqual({ origin: ['50%', '0%', '0px'], perspective: 600 });
    expect(tl['in']?.meta?.clip).toMatchObject({ clipType: 'rect', clipOrigin: 'right' });
    expect(tl['in']?.meta?.words).toMatchObject({ stagger: 75, direction: 'middletoedge' });
    expect(tl['in']?.meta?.chars).toMatchObject({ stagger: 30, direction: 'forward' });
  });

  it('reads a split keyframe’s own delay in SR7 7.0’s unit, hundredths of a second (its default 5 = 50 ms)', () => {
    const tl = readTimeline({ in: { chars: { all: [{ t: 0, d: 0, o: 0, delay: 5 }, { t: 0, d: 300, o: 1, delay: '12' }] }, content: { all: [{ t: 0, delay: 5 }] } } }, 'tl');
    expect(tl['in']?.chars?.map((frame) => frame.stagger)).toEqual([50, 120]);
    // Only split targets stagger; without a frame delay the track's stagger applies (SPEC §9: 75 ms).
    expect(tl['in']?.content?.[0]?.stagger).toBeUndefined();
    expect(readTimeline({ in: { words: { all: [{ t: 0 }] } } }, 'tl')['in']?.words?.[0]?.stagger).toBeUndefined();
    expect(() => readTimeline({ in: { lines: { all: [{ t: 0, delay: 'soon' }] } } }, 'tl')).toThrow(/tl\.in\.lines\.all\[0\]\.delay: expected a number/);
  });
});
