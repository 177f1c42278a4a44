import { describe, expect, it } from 'vitest';
import { ModuleError } from './errors.ts';
import { normalizeModule } from './index.ts';
import { parseMediaTime, parseSpeed, parseVolume, readMediaKind } from './normalize-media.ts';
import type { LayerModel, SlideBackground } from './types.ts';
import type { Diagnostic } from './diagnostics.ts';
import { diagnosticAt } from './test-diagnostics.ts';

const layer = (raw: Record<string, unknown>): LayerModel =>
  normalizeModule({ settings: {}, slides: { a: { layers: { '1': { id: 1, ...raw } } } } }).slides[0]!.layers[0]!;
const background = (bg: unknown): SlideBackground =>
  normalizeModule({ slides: { a: { layers: { bg: { type: 'shape', subtype: 'slidebg', bg } } } } }).slides[0]!.background;
/** A layer with a bad value still normalizes: the layer and the one diagnostic at `key` below the layer's path. */
const degradedLayer = (raw: Record<string, unknown>, key: string): { layer: LayerModel; diagnostic: Diagnostic } => {
  const m = normalizeModule({ settings: {}, slides: { a: { layers: { '1': { id: 1, ...raw } } } } });
  return { layer: m.slides[0]!.layers[0]!, diagnostic: diagnosticAt(m.diagnostics, `module.slides.a.layers["1"].${key}`) };
};
const errorOf = (fn: () => unknown): ModuleError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ModuleError) return error;
    throw error;
  }
  throw new Error('no ModuleError');
};

describe('media times and volume (SPEC §5)', () => {
  it('reads seconds or mm:ss; empty is 0 and missing is -1', () => {
    expect(parseMediaTime(undefined, 'p')).toBe(-1);
    expect(parseMediaTime(null, 'p')).toBe(-1);
    expect(parseMediaTime('', 'p')).toBe(0);
    expect(parseMediaTime(12.5, 'p')).toBe(12.5);
    expect(parseMediaTime('7', 'p')).toBe(7);
    expect(parseMediaTime('7s', 'p')).toBe(7);
    expect(parseMediaTime('01:30', 'p')).toBe(90);
    expect(parseMediaTime('1:02:03', 'p')).toBe(3723);
    expect(parseMediaTime('-1', 'p')).toBe(-1);
    expect(errorOf(() => parseMediaTime('soon', 'x.start')).message).toBe('x.start: expected a time in seconds or mm:ss, got "soon"');
  });

  it('treats a volume above 1 as a percentage', () => {
    expect(parseVolume(undefined, 'p')).toBe(1);
    expect(parseVolume(0.4, 'p')).toBe(0.4);
    expect(parseVolume(50, 'p')).toBe(0.5);
    expect(parseVolume('75', 'p')).toBe(0.75);
    expect(parseVolume('1%', 'p')).toBe(0.01);
    expect(parseVolume(250, 'p')).toBe(1);
    expect(errorOf(() => parseVolume('loud', 'v')).path).toBe('v');
  });

  it('reads a playback rate (speed): a number, or text with an optional x; within 1/16..16', () => {
    expect(parseSpeed(undefined, 'p')).toBe(1);
    expect(parseSpeed('', 'p')).toBe(1);
    expect(parseSpeed(0.5, 'p')).toBe(0.5);
    expect(parseSpeed('1.5', 'p')).toBe(1.5);
    expect(parseSpeed('2x', 'p')).toBe(2);
    expect(parseSpeed(40, 'p')).toBe(16);
    expect(parseSpeed(0.01, 'p')).toBe(0.0625);
    expect(errorOf(() => parseSpeed(0, 'v.speed')).message).toBe('v.speed: expected a playback rate (1 = normal), got 0');
    expect(errorOf(() => parseSpeed('fast', 'v')).path).toBe('v');
  });

  it('names the valid media types when a type is invalid', () => {
    expect(readMediaKind('youtube', 'p', 'html5', '')).toBe('youtube');
    expect(readMediaKind('video', 'p', 'audio', '')).toBe('html5');
    expect(readMediaKind(undefined, 'p', 'html5', 'https://youtu.be/abc')).toBe('youtube');
    expect(readMediaKind('', 'p', 'html5', 'https://player.vimeo.com/video/1')).toBe('vimeo');
    expect(readMediaKind(undefined, 'p', 'html5', 'clip.mp4')).toBe('html5');
    expect(errorOf(() => readMediaKind('flash', 'p', 'html5', '')).message).toContain('html5, audio, youtube, vimeo');
    // In a module the type is dropped: the layer's own kind (or one guessed from the URL) is used.
    const flash = degradedLayer({ type: 'video', content: { src: 'x', type: 'flash' } }, 'content.type');
    expect(flash.diagnostic).toMatchObject({ expected: 'a media type (html5, audio, youtube, vimeo)', found: 'flash', used: undefined });
    expect(flash.layer.media).toMatchObject({ kind: 'html5', src: 'x' });
    const guessed = degradedLayer({ type: 'video', content: { src: 'https://youtu.be/abc', type: 7 } }, 'content.type');
    expect(guessed.layer.media).toMatchObject({ kind: 'youtube', src: 'https://youtu.be/abc' });
  });
});

describe('layer media options', () => {
  it('defaults a video layer and leaves other layers without media', () => {
    expect(layer({ type: 'text' }).media).toBeNull();
    expect(layer({ type: 'image', content: { src: 'a.png' } }).media).toBeNull();
    expect(layer({ type: 'video', content: { src: 'v.mp4' } }).media).toEqual({
      kind: 'html5', src: 'v.mp4', start: -1, end: -1, loop: false, rewind: false, mute: false, volume: 1, speed: 1, controls: 's',
      autoPlay: 'false', pauseTimer: false, nextSlide: false, stopAllMedia: false,
      poster: { src: null, showOnPause: false, noOnMobile: false, insteadVideo: false },
      cover: false, ratio: 1.7778, inline: true, args: '',
    });
    expect(layer({ type: 'audio', content: { src: 'a.mp3', type: 'html5' } }).media?.kind).toBe('audio');
    expect(layer({ type: 'shape', subtype: 'video', size: { cMode: 'cover' }, content: { src: 'v.mp4' } }).media?.cover).toBe(true);
  });

  it('reads SR7 content names, a media object over them, and v6 spellings', () => {
    const media = layer({
      type: 'video',
      content: {
        src: 'https://youtu.be/x', autoplay: '1sttime', nextslide: 'true', poster: { src: 'p.jpg', showOnPause: true, insteadVideo: 'on' },
        media: { type: 'youtube', id: 'dQw4w9WgXcQ', loop: 'loopandnoslidestop', pauseTimer: true, ratio: '4:3', controls: 'xl', volume: '30', start: '0:05', end: 20, args: { rel: 0, hd: 1 } },
      },
    }).media!;
    expect(media).toMatchObject({
      kind: 'youtube', src: 'https://youtu.be/x', autoPlay: '1sttime', nextSlide: true, loop: true, pauseTimer: false, ratio: 1.3333,
      controls: 'xl', volume: 0.3, start: 5, end: 20, args: 'rel=0&hd=1', poster: { src: 'p.jpg', showOnPause: true, insteadVideo: true },
    });
    // A youtube / vimeo id stands in for the src.
    expect(layer({ type: 'video', media: { type: 'vimeo', id: 76979871 } }).media).toMatchObject({ kind: 'vimeo', src: '76979871' });
    expect(layer({ type: 'video', content: { loop: 'loop', pauseTimer: true, controls: false, autoPlay: 'no1sttime' } }).media).toMatchObject({
      loop: true, pauseTimer: true, controls: 'none', autoPlay: 'no1sttime', src: '',
    });
  });

  it('rejects bad option values with their JSON path', () => {
    const controls = degradedLayer({ type: 'video', content: { src: 'v.mp4', controls: 'big', loop: true } }, 'content.controls');
    expect(controls.diagnostic).toMatchObject({ expected: 'player controls (none, s, xl, true or false)', found: 'big' });
    expect(controls.layer.media).toMatchObject({ src: 'v.mp4', controls: 's', loop: true });
    const autoPlay = degradedLayer({ type: 'video', content: { src: 'v.mp4', autoPlay: 'later' } }, 'content.autoPlay');
    expect(autoPlay.diagnostic.expected).toContain('1sttime');
    expect(autoPlay.diagnostic.found).toBe('later');
    expect(autoPlay.layer.media?.autoPlay).toBe('false');
    const ratio = degradedLayer({ type: 'audio', media: { ratio: 'wide' }, content: { src: 'a.mp3' } }, 'media.ratio');
    expect(ratio.diagnostic).toMatchObject({ expected: 'an aspect ratio ("16:9" or a number)', found: 'wide' });
    expect(ratio.layer.media).toMatchObject({ kind: 'audio', src: 'a.mp3', ratio: 1.7778 });
    const speed = degradedLayer({ type: 'video', content: { src: 'v.mp4', speed: 'fast', loop: true } }, 'content.speed');
    expect(speed.diagnostic).toMatchObject({ expected: 'a playback rate (1 = normal)', found: 'fast' });
    expect(speed.layer.media).toMatchObject({ src: 'v.mp4', speed: 1, loop: true });
  });
});

describe('media words that name Object.prototype members', () => {
  it('are no controls or autoplay value: named, and the default is used (never a function in the model)', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'valueOf']) {
      const controls = degradedLayer({ type: 'video', content: { src: 'v.mp4', controls: word } }, 'content.controls');
      expect(controls.diagnostic).toMatchObject({ expected: 'player controls (none, s, xl, true or false)', found: word });
      expect(controls.layer.media?.controls).toBe('s');
      const autoPlay = degradedLayer({ type: 'video', content: { src: 'v.mp4', autoPlay: word } }, 'content.autoPlay');
      expect(autoPlay.diagnostic.found).toBe(word);
      expect(autoPlay.layer.media?.autoPlay).toBe('false');
    }
  });
});

describe('slide background video', () => {
  it('keeps src and the poster (at poster.src) with background defaults: autoplay, loop, muted, cover', () => {
    expect(background({ type: 'video', video: { src: 'v.mp4', poster: { src: 'p.jpg' } } }).video).toMatchObject({
      kind: 'html5', src: 'v.mp4', poster: { src: 'p.jpg' }, autoPlay: 'true', loop: true, mute: true, cover: true, controls: 'none',
    });
    expect(background({ video: { mpeg: 'm.mp4', loop: false, nextSlide: true } }).video).toMatchObject({ src: 'm.mp4', loop: false, nextSlide: true });
    expect(background({ type: 'youtube', video: { src: 'abc' } }).video).toMatchObject({ kind: 'youtube', src: 'abc' });
    expect(background({ type: 'vimeo', video: 'https://vimeo.com/1' }).video).toMatchObject({ kind: 'vimeo', src: 'https://vimeo.com/1' });
  });

  it('has none without a src or under another background type', () => {
    expect(background({ type: 'video', video: { poster: 'p.jpg' } }).video).toBeNull();
    expect(background({ type: 'image', video: { src: 'v.mp4' } }).video).toBeNull();
  });

  it('a bad media type is dropped: the background keeps its video with the background defaults', () => {
    const m = normalizeModule({ slides: { a: { layers: { bg: { type: 'shape', subtype: 'slidebg', bg: { type: 'video', video: { src: 'v.mp4', type: 'real' } } } } } } });
    expect(diagnosticAt(m.diagnostics, 'module.slides.a.layers.bg.bg.video.type')).toMatchObject({ found: 'real', used: undefined });
    expect(m.slides[0]!.background.video).toMatchObject({ kind: 'html5', src: 'v.mp4', loop: true, mute: true, autoPlay: 'true' });
  });
});
