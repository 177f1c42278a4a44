import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { usesMedia } from './uses-media.ts';

const moduleWith = (layers: Record<string, unknown>, slide: Record<string, unknown> = {}) => normalizeModule({ settings: {}, slides: { '1': { slide, layers } } });

describe('usesMedia (the media coordinator loads only then)', () => {
  it('a module of text and images plays no media', () => {
    expect(usesMedia(moduleWith({ '1': { type: 'text', content: { text: 'Merhaba' } } }))).toBe(false);
  });

  it('a video layer or a background video does', () => {
    expect(usesMedia(moduleWith({ '1': { type: 'video', media: { mediaType: 'html5', src: 'a.mp4' } } }))).toBe(true);
    expect(usesMedia(moduleWith({ '9': { type: 'shape', subtype: 'slidebg', bg: { video: { type: 'html5', src: 'bg.mp4' } } } }))).toBe(true);
  });

  it('slides whose layers arrive later may bring some', () => {
    const model = normalizeModule({ settings: {}, slides: { '1': { slide: {}, layers: {} }, '2': { slide: {}, layers: [] } } });
    expect(model.slides[1]?.lazy).toBe(true);
    expect(usesMedia(model)).toBe(true);
  });
});
