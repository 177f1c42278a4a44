import { describe, expect, it } from 'vitest';
import { normalizeModule, normalizeSlides } from './normalize.ts';
import { OVERLAY_FALLBACK_TYPE, readPatternOverlay } from './normalize-overlay.ts';

const bgLayer = (bg: Record<string, unknown>) => ({ '0': { id: 0, type: 'shape', subtype: 'slidebg', bg } });

describe('pattern overlay (SPEC §3 layer overlay; SR7 bg.overlay)', () => {
  it('fills SR7\'s defaults: size 1, cA transparent, cB #000000, no blur; "none" or missing is no overlay', () => {
    expect(readPatternOverlay({ type: '4' }, 'o')).toEqual({ type: 4, size: 1, colorA: 'transparent', colorB: '#000000', blur: 0 });
    expect(readPatternOverlay({ type: 16, size: '4px', cA: 'rgba(0,0,0,0.2)', cB: '#fff', bf: 3 }, 'o')).toEqual({ type: 16, size: 4, colorA: 'rgba(0,0,0,0.2)', colorB: '#fff', blur: 3 });
    expect(readPatternOverlay({ type: 'none', size: 5 }, 'o')).toBeNull();
    expect(readPatternOverlay(undefined, 'o')).toBeNull();
    expect(readPatternOverlay({}, 'o')).toBeNull();
  });

  it('an unknown type draws pattern 2, as SR7 does; a cell smaller than 1 px is 1 px', () => {
    expect(OVERLAY_FALLBACK_TYPE).toBe(2);
    expect(readPatternOverlay({ type: 42 }, 'o')?.type).toBe(2);
    expect(readPatternOverlay({ type: 'dots' }, 'o')?.type).toBe(2);
    expect(readPatternOverlay({ type: 17 }, 'o')?.type).toBe(17);
    expect(readPatternOverlay({ type: 3, size: 0 }, 'o')?.size).toBe(1);
  });

  it('a wrongly typed overlay is a diagnostic naming its path: no overlay, or the overlay with a default size', () => {
    const dots = normalizeModule({ slides: { a: { layers: { v: { type: 'video', bg: { overlay: 'dots', color: '#f00' } } } } } });
    expect(dots.diagnostics).toEqual([{ path: 'module.slides.a.layers.v.bg.overlay', expected: 'an overlay object ({type, size, cA, cB})', found: 'dots', used: {} }]);
    expect(dots.slides[0]!.layers[0]!.bg).toEqual({ color: '#f00', gradient: null, image: null });
    const big = normalizeModule({ settings: { bg: { overlay: { type: 1, size: 'big', cB: '#fff' } } }, slides: { a: { layers: {} } } });
    expect(big.diagnostics).toEqual([{ path: 'module.settings.bg.overlay.size', expected: 'a number', found: 'big', used: 1 }]);
    expect(big.bg.overlay).toEqual({ type: 1, size: 1, colorA: 'transparent', colorB: '#fff', blur: 0 });
  });

  it('is read on layers, slide backgrounds and the module; image and colour backgrounds without one take the module\'s, a video background does not', () => {
    const model = normalizeModule({
      settings: { bg: { overlay: { type: 11, size: 2, cB: '#fff' } } },
      slides: {
        image: { slide: { order: 1 }, layers: { ...bgLayer({ image: { src: 'a.png' } }), v: { type: 'video', bg: { overlay: { type: 1, cB: 'red' } } } } },
        own: { slide: { order: 2 }, layers: bgLayer({ color: '#00f', overlay: { type: 16, size: 4 } }) },
        video: { slide: { order: 3 }, layers: bgLayer({ type: 'video', video: { src: 'a.webm' } }) },
        videoOwn: { slide: { order: 4 }, layers: bgLayer({ type: 'video', video: { src: 'a.webm' }, overlay: { type: 5 } }) },
      },
    });
    expect(model.bg.overlay?.type).toBe(11);
    const [image, own, video, videoOwn] = model.slides;
    expect(image!.background.overlay).toEqual(model.bg.overlay);
    expect(image!.layers.find((l) => l.id === 'v')!.bg.overlay).toMatchObject({ type: 1, colorB: 'red' });
    expect(own!.background.overlay?.type).toBe(16);
    expect(video!.background.overlay).toBeUndefined();
    expect(videoOwn!.background.overlay?.type).toBe(5);
    // Lazy slides fetched later take the module's overlay too.
    const [lazy] = normalizeSlides({ slides: { l: { layers: bgLayer({ color: '#000' }) } } }, model);
    expect(lazy!.background.overlay?.type).toBe(11);
    // A module without one leaves slides bare.
    expect(normalizeModule({ slides: { a: { layers: bgLayer({ color: '#000' }) } } }).slides[0]!.background.overlay).toBeUndefined();
  });
});
