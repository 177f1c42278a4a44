/**
 * Media options (SPEC §3 "Video" / "Media options", §5) of video/audio layers and slide-background videos:
 * wire `content` (SR7), a `media {…}` object, or v6-style names → fully defaulted MediaOptions.
 * Key names are matched case-insensitively (SR7 writes `autoPlay`, v6 `autoplay`, `nextslide` …).
 */
import { readMediaUrl } from './media-url.ts';
import { MEDIA_KINDS, type MediaAutoPlay, type MediaKind, type MediaOptions } from '../media/types.ts';
import { ModuleError } from './errors.ts';
import { at, isRecord, readBool, readString, type Rec } from './read.ts';

/** Where options may be written, most specific first (a `media` object wins over `content`). */
export interface MediaSource {
  readonly rec: Rec;
  readonly path: string;
}

/** What differs between a layer and a slide background (SR7: backgrounds loop muted, cover, autoplay). */
export interface MediaDefaults {
  readonly kind: MediaKind;
  readonly loop: boolean;
  readonly mute: boolean;
  readonly controls: MediaOptions['controls'];
  readonly autoPlay: MediaAutoPlay;
  readonly cover: boolean;
}

export const LAYER_MEDIA_DEFAULTS: Omit<MediaDefaults, 'kind'> = { loop: false, mute: false, controls: 's', autoPlay: 'false', cover: false };
export const BG_MEDIA_DEFAULTS: MediaDefaults = { kind: 'html5', loop: true, mute: true, controls: 'none', autoPlay: 'true', cover: true };
/** SPEC §9 "Default aspect ratio 16:9 (1.7778)". */
export const DEFAULT_MEDIA_RATIO = 1.7778;

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

const blank = (value: unknown) => value === undefined || value === null;

/** The first source that has one of `keys` (case-insensitive): its value and JSON path. */
function pick(sources: readonly MediaSource[], ...keys: string[]): { value: unknown; path: string } {
  const wanted = keys.map((k) => k.toLowerCase());
  for (const source of sources) {
    for (const [key, value] of Object.entries(source.rec)) {
      if (!blank(value) && wanted.includes(key.toLowerCase())) return { value, path: at(source.path, key) };
    }
  }
  return { value: undefined, path: at(sources[0]?.path ?? 'media', keys[0] ?? '') };
}

/** A media kind; a missing type is guessed from a YouTube / Vimeo URL, else the layer's default. */
export function readMediaKind(value: unknown, path: string, fallback: MediaKind, src: string): MediaKind {
  if (blank(value) || value === '') {
    if (/(^|\/\/|\.)(youtube\.com|youtu\.be)\//i.test(src)) return 'youtube';
    if (/(^|\/\/|\.)vimeo\.com\//i.test(src)) return 'vimeo';
    return fallback;
  }
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const kind = word === 'video' ? 'html5' : word === 'streamyoutube' ? 'youtube' : word === 'streamvimeo' ? 'vimeo' : word;
  if ((MEDIA_KINDS as readonly string[]).includes(kind)) return kind as MediaKind;
  throw new ModuleError(path, `a media type (${MEDIA_KINDS.join(', ')})`, value);
}

/** SPEC §5: seconds or [hh:]mm:ss; empty → 0, missing (or -1) → -1. */
export function parseMediaTime(value: unknown, path: string): number {
  if (blank(value) || value === -1 || value === '-1') return -1;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const s = value.trim();
    if (s === '') return 0;
    const secs = /^(\d+(?:\.\d+)?)s?$/.exec(s);
    if (secs) return Number(secs[1]);
    const clock = /^(?:(\d+):)?(\d+):(\d{1,2}(?:\.\d+)?)$/.exec(s);
    if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  }
  throw new ModuleError(path, 'a time in seconds or mm:ss', value);
}

/** SPEC §5: a volume above 1 is a percentage ("50", 50 or "50%" → 0.5); clamped to 0..1. */
export function parseVolume(value: unknown, path: string): number {
  if (blank(value) || value === '') return 1;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(/%$/, '')) : Number.NaN;
  if (!Number.isFinite(n) || n < 0) throw new ModuleError(path, 'a volume (0..1, or a percentage)', value);
  const percent = n > 1 || (typeof value === 'string' && value.trim().endsWith('%'));
  return round4(Math.min(1, percent ? n / 100 : n));
}

/** Wire `speed`: a playback rate (1 = normal; "1.5" or "1.5x" as text), within the range browsers play (1/16..16). */
export function parseSpeed(value: unknown, path: string): number {
  if (blank(value) || value === '') return 1;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(/x$/i, '')) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) throw new ModuleError(path, 'a playback rate (1 = normal)', value);
  return round4(Math.min(16, Math.max(0.0625, n)));
}

/** Wire loop: a boolean, or v6's "none" | "loop" | "loopandnoslidestop" (loop and keep the slideshow running). */
function readLoop(value: unknown, path: string, fallback: boolean): { loop: boolean; keepSlideshow: boolean } {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (word === 'loop') return { loop: true, keepSlideshow: false };
  if (word === 'loopandnoslidestop') return { loop: true, keepSlideshow: true };
  if (word === 'none') return { loop: false, keepSlideshow: false };
  return { loop: readBool(value, path, fallback), keepSlideshow: false };
}

/** The entry of `table` for a scalar written as a word; own keys only ("constructor" is no word of ours). */
function ownWord<T>(table: Readonly<Record<string, T>>, value: unknown): T | undefined {
  const word = String(typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string' ? value : '').trim().toLowerCase();
  return Object.hasOwn(table, word) ? table[word] : undefined;
}

const CONTROLS: Readonly<Record<string, MediaOptions['controls']>> = {
  none: 'none', false: 'none', off: 'none', '0': 'none',
  s: 's', standard: 's', true: 's', on: 's', '1': 's', controls: 's',
  xl: 'xl', large: 'xl',
};
function readControls(value: unknown, path: string, fallback: MediaOptions['controls']): MediaOptions['controls'] {
  if (blank(value) || value === '') return fallback;
  const hit = ownWord(CONTROLS, value);
  if (hit !== undefined) return hit;
  throw new ModuleError(path, 'player controls (none, s, xl, true or false)', value);
}

const AUTOPLAY: Readonly<Record<string, MediaAutoPlay>> = {
  true: 'true', on: 'true', '1': 'true', yes: 'true',
  false: 'false', off: 'false', '0': 'false', no: 'false',
  '1sttime': '1sttime', no1sttime: 'no1sttime',
};
function readAutoPlay(value: unknown, path: string, fallback: MediaAutoPlay): MediaAutoPlay {
  if (blank(value) || value === '') return fallback;
  const hit = ownWord(AUTOPLAY, value);
  if (hit !== undefined) return hit;
  throw new ModuleError(path, 'an autoplay value (true, false, 1sttime, no1sttime)', value);
}

/** "16:9", "4/3", 1.5 → width / height (4 decimals). */
function readRatio(value: unknown, path: string): number {
  if (blank(value) || value === '') return DEFAULT_MEDIA_RATIO;
  if (typeof value === 'number' && value > 0 && Number.isFinite(value)) return round4(value);
  const m = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(?:[:/x]\s*(\d+(?:\.\d+)?))?\s*$/.exec(value) : null;
  const n = m ? Number(m[1]) / (m[2] === undefined ? 1 : Number(m[2])) : Number.NaN;
  if (Number.isFinite(n) && n > 0) return round4(n);
  throw new ModuleError(path, 'an aspect ratio ("16:9" or a number)', value);
}

/** Player arguments as written; an object becomes `key=value&…`. */
function readArgs(value: unknown, path: string): string {
  if (isRecord(value)) return Object.entries(value).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
  return readString(value, path, '').trim();
}

function readPoster(value: unknown, path: string): MediaOptions['poster'] {
  const rec = isRecord(value) ? value : {};
  return {
    src: readMediaUrl(value, path),
    showOnPause: readBool(rec.showOnPause, at(path, 'showOnPause'), false),
    noOnMobile: readBool(rec.noOnMobile, at(path, 'noOnMobile'), false),
    insteadVideo: readBool(rec.insteadVideo, at(path, 'insteadVideo'), false),
  };
}

/** Fully defaulted options from `sources` (first wins per key). */
export function readMediaOptions(sources: readonly MediaSource[], defaults: MediaDefaults): MediaOptions {
  const get = (...keys: string[]) => pick(sources, ...keys);
  const file = get('src', 'mpeg', 'mp4', 'webm', 'ogv');
  const url = readMediaUrl(file.value, file.path) ?? '';
  const type = get('type');
  const kind = readMediaKind(type.value, type.path, defaults.kind, url);
  const id = get('id', 'ytid', 'vimeoid');
  const src = kind === 'youtube' || kind === 'vimeo' ? (url || readString(id.value, id.path, '').trim()) : url;
  const loop = get('loop');
  const { loop: loops, keepSlideshow } = readLoop(loop.value, loop.path, defaults.loop);
  const b = (fallback: boolean, ...keys: string[]) => {
    const hit = get(...keys);
    return readBool(hit.value, hit.path, fallback);
  };
  const field = <T>(read: (value: unknown, path: string) => T, ...keys: string[]) => {
    const hit = get(...keys);
    return read(hit.value, hit.path);
  };
  return {
    kind: kind === 'html5' && defaults.kind === 'audio' ? 'audio' : kind,
    src,
    start: field(parseMediaTime, 'start', 'startAt'),
    end: field(parseMediaTime, 'end', 'endAt'),
    loop: loops,
    rewind: b(false, 'rewind', 'forceRewind'),
    mute: b(defaults.mute, 'mute', 'muted'),
    volume: field(parseVolume, 'volume'),
    speed: field(parseSpeed, 'speed', 'playbackRate'),
    controls: field((v, p) => readControls(v, p, defaults.controls), 'controls'),
    autoPlay: field((v, p) => readAutoPlay(v, p, defaults.autoPlay), 'autoPlay'),
    pauseTimer: keepSlideshow ? false : b(false, 'pauseTimer', 'stopSlideshow'),
    nextSlide: b(false, 'nextSlide', 'nextSlideAtEnd'),
    stopAllMedia: b(false, 'stopAllMedia', 'sAM', 'stopAllVideos'),
    poster: field(readPoster, 'poster'),
    cover: b(defaults.cover, 'cover', 'fitCover'),
    ratio: field(readRatio, 'ratio', 'aspectRatio'),
    inline: b(true, 'inline', 'playsInline'),
    args: field(readArgs, 'args'),
  };
}

/** A video/audio layer's options (wire `media`, `content.media`, `content`); null for any other layer type. */
export function readLayerMedia(layer: Rec, type: string, cover: boolean, path: string): MediaOptions | null {
  if (type !== 'video' && type !== 'audio') return null;
  const content = isRecord(layer.content) ? layer.content : {};
  const contentPath = at(path, 'content');
  const sources: MediaSource[] = [];
  if (isRecord(layer.media)) sources.push({ rec: layer.media, path: at(path, 'media') });
  if (isRecord(content.media)) sources.push({ rec: content.media, path: at(contentPath, 'media') });
  sources.push({ rec: content, path: contentPath });
  return readMediaOptions(sources, { ...LAYER_MEDIA_DEFAULTS, kind: type === 'audio' ? 'audio' : 'html5', cover: cover || LAYER_MEDIA_DEFAULTS.cover });
}

/**
 * A slide background's video (the slide-BG layer's `bg.video`, a string URL or an options object). `bgType` is
 * `bg.type`: '' / video / html5 / youtube / vimeo carry a video, any other type turns it off. Null without a src.
 */
export function readBackgroundVideo(raw: unknown, bgType: string, path: string): MediaOptions | null {
  if (blank(raw) || !['', 'video', 'html5', 'youtube', 'vimeo'].includes(bgType)) return null;
  const rec: Rec = isRecord(raw) ? raw : { src: readString(raw, path, '') };
  const kind = bgType === 'youtube' || bgType === 'vimeo' ? bgType : BG_MEDIA_DEFAULTS.kind;
  const options = readMediaOptions([{ rec, path }], { ...BG_MEDIA_DEFAULTS, kind });
  return options.src === '' ? null : options;
}
