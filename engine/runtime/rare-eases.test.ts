import { describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { slidesUseRareEase } from './rare-eases.ts';

const slideWith = (layer: Record<string, unknown>) =>
  normalizeModule({ id: 1, settings: { alias: 'e' }, slides: { a: { slide: { id: 'a', order: 1 }, layers: { 1: { id: 1, type: 'text', content: { text: 'x' }, ...layer } } } } }).slides;

const frames = (e: string) => ({ tl: { in: { content: { all: [{ t: 0, d: 0, o: 0 }, { t: 0, d: 500, e, o: 1 }] } } } });

describe('the rarer ease curves (anim/ease-curves.ts) load apart', () => {
  it('a slide that names one anywhere in its model asks for them first; one that names only core curves does not', () => {
    expect(slidesUseRareEase(slideWith(frames('power3.inOut')))).toBe(false);
    expect(slidesUseRareEase(slideWith(frames('Bounce.easeOut')))).toBe(true);
    expect(slidesUseRareEase(slideWith(frames('elastic.out(1, 0.3)')))).toBe(true);
    expect(slidesUseRareEase(slideWith(frames('late2')))).toBe(true);
    expect(slidesUseRareEase(slideWith(frames('steps(4)')))).toBe(true);
    expect(slidesUseRareEase(slideWith({ hov: { u: true, frame: { e: 'back.out', d: 300, o: 0.5 } } }))).toBe(true);
  });

  it('before they are in, a name of theirs is known and plays the default curve; once in, its own', async () => {
    vi.resetModules();
    const eases = await import('../anim/eases.ts');
    const elastic = eases.resolveEase('elastic.out');
    expect(eases.isKnownEase('elastic.out')).toBe(true);
    expect(eases.isKnownEase('elastic.sideways')).toBe(false);
    expect(elastic(0.2)).toBe(eases.resolveEase("power2.inOut")(0.2));
    const { RARE_EASES } = await import('../anim/ease-curves.ts');
    eases.installRareEases(RARE_EASES);
    // The curve handed out before is the real one now, as is every one asked for later.
    expect(elastic(0.2)).toBeGreaterThan(1);
    expect(eases.resolveEase("elastic.out")(0.2)).toBe(elastic(0.2));
  });
});
