import { describe, expect, it } from 'vitest';
import { nextStickyFrame, STATIC_FRAME, type StickyFrame, type StickyMeasure } from './sticky-header.ts';

// A 40 px top bar above a 72 px nav: the header is 112 px, the bar sticks past 132 and hides up to 212.
const page: StickyMeasure = {
  scrollTop: 0, previousScrollTop: 0, headerHeight: 112, navTop: 40, navHeight: 72,
  adminBarHeight: 0, viewportWidth: 1280, variant: 'always',
};

/** Runs a scroll path through the function, each frame fed the previous one. */
function scrollPath(tops: number[], over: Partial<StickyMeasure> = {}): StickyFrame[] {
  const frames: StickyFrame[] = [];
  let previous = STATIC_FRAME;
  let previousTop = 0;
  for (const scrollTop of tops) {
    previous = nextStickyFrame({ ...page, ...over, scrollTop, previousScrollTop: previousTop }, previous);
    previousTop = scrollTop;
    frames.push(previous);
  }
  return frames;
}

describe('nextStickyFrame: always sticky (tm-header-sticky-always)', () => {
  it('stays in the flow up to header-nav top + height + 20', () => {
    expect(scrollPath([0, 100, 132])[2]).toMatchObject({ phase: 'static', stuck: false, top: null });
    expect(scrollPath([133])[0]).toMatchObject({ stuck: true });
  });

  it('is hidden within header height + 100, then shown at the top, whichever way the page scrolls', () => {
    const [a, b, c, d] = scrollPath([150, 212, 213, 900]);
    expect(a).toMatchObject({ phase: 'hidden', stuck: true, top: -72 });
    expect(b).toMatchObject({ phase: 'hidden' });
    expect(c).toMatchObject({ phase: 'shown', top: 0 });
    expect(d).toMatchObject({ phase: 'shown', top: 0 });
    expect(scrollPath([900, 800, 300])[2]).toMatchObject({ phase: 'shown' });
    expect(scrollPath([900, 200])[1]).toMatchObject({ phase: 'hidden' });
  });

  it('sits below the admin bar and hides above it', () => {
    const [hidden, shown] = scrollPath([180, 600], { adminBarHeight: 32 });
    expect(hidden).toMatchObject({ phase: 'hidden', top: -(72 + 32) });
    expect(shown).toMatchObject({ phase: 'shown', top: 32 });
  });

  it('parks a static bar instantly and slides only between fixed phases', () => {
    const [parked, stillParked, shown, back] = scrollPath([150, 160, 400, 0]);
    expect(parked).toMatchObject({ phase: 'hidden', animate: false });
    expect(stillParked).toMatchObject({ phase: 'hidden', animate: true });
    expect(shown).toMatchObject({ phase: 'shown', animate: true });
    expect(back).toMatchObject({ phase: 'static', animate: false });
  });
});

describe('nextStickyFrame: hide on scroll (tm-header-sticky)', () => {
  const over = { variant: 'hide-on-scroll' } as const;

  it('hides scrolling down past the header and shows scrolling up', () => {
    const frames = scrollPath([300, 600, 550, 540, 540, 800], over);
    expect(frames.map((f) => f.phase)).toEqual(['hidden', 'hidden', 'shown', 'shown', 'shown', 'hidden']);
    expect(frames[1]).toMatchObject({ top: -72 });
    expect(frames[2]).toMatchObject({ top: 0 });
  });

  it('still parks the bar within header height + 100 when scrolling up', () => {
    expect(scrollPath([900, 500, 200], over)[2]).toMatchObject({ phase: 'hidden' });
    expect(scrollPath([900, 500, 100], over)[2]).toMatchObject({ phase: 'static' });
  });

  it('offsets by the admin bar both ways', () => {
    const frames = scrollPath([900, 1200, 1100], { ...over, adminBarHeight: 46 });
    expect(frames[1]).toMatchObject({ phase: 'hidden', top: -(72 + 46) });
    expect(frames[2]).toMatchObject({ phase: 'shown', top: 46 });
  });
});

describe('nextStickyFrame: mobile layout (< 1024 px)', () => {
  it('hides with scrolling-down (translateY) and keeps top at the admin bar', () => {
    const frames = scrollPath([400, 800, 700], { variant: 'hide-on-scroll', viewportWidth: 390, adminBarHeight: 46 });
    expect(frames[1]).toMatchObject({ phase: 'hidden', mobile: true, scrollingDown: true, top: 46 });
    expect(frames[2]).toMatchObject({ phase: 'shown', mobile: true, scrollingDown: false, top: 46 });
  });

  it('switches at 1024 exactly', () => {
    expect(scrollPath([50], { viewportWidth: 1023 })[0]!.mobile).toBe(true);
    expect(scrollPath([50], { viewportWidth: 1024 })[0]!.mobile).toBe(false);
  });
});
