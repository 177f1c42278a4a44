/**
 * Background-video textures of the GPU stage: one texture per slide whose `<video>` has shown a frame,
 * re-uploaded only while that video plays. The frame callback is attached to the engine's frame loop
 * ONLY while a background video plays (DESIGN.md "One clock": an idle page does no work), and uploads
 * only when the video has a new frame (a 30 fps clip costs 30 uploads a second, not one per tick): the
 * frame loop arms requestVideoFrameCallback once per upload, whose callback only raises a flag, so nothing
 * runs on its own once the loop stops. Without it, a moved currentTime counts as a new frame.
 */

/** The parts of an HTMLVideoElement used here (a plain object in Node tests). */
export interface VideoElementLike {
  readonly paused: boolean;
  readonly ended: boolean;
  readonly readyState: number;
  readonly currentTime: number;
  readonly videoWidth: number;
  readonly videoHeight: number;
  /** Calls back once when the next frame is presented (currentTime moves every tick; frames do not). */
  requestVideoFrameCallback?(callback: () => void): number;
  cancelVideoFrameCallback?(handle: number): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** A GPU texture over a video element (renderer: a Pixi ImageSource that never touches the element). */
export interface VideoTexture<T> {
  readonly texture: T;
  /** Uploads the element's current frame. */
  upload(): void;
  /** Frees the GPU side; the element is the page's and is left alone. */
  destroy(): void;
}

/** The engine's frame loop (Slider.motion): movers run every frame until they return true. */
export interface FrameLoop {
  run(mover: (now: number) => boolean): () => void;
}

export interface VideoTexturesDeps<T> {
  readonly element: (key: string) => VideoElementLike | null;
  /** Show the poster again while paused (MediaOptions.poster.showOnPause). */
  readonly posterOnPause: (key: string) => boolean;
  readonly create: (element: VideoElementLike) => VideoTexture<T>;
  /** Whether the stage draws slide `key` now (the still slide, or a side of the running transition). */
  readonly visible: (key: string) => boolean;
  readonly loop?: FrameLoop;
  /** What a slide shows changed (a new frame, poster ↔ video); `inFrame`: called from the frame loop. */
  readonly changed: (inFrame: boolean) => void;
}

export interface LiveVideo<T> {
  readonly texture: T;
  readonly width: number;
  readonly height: number;
}

export interface VideoTextures<T> {
  /** Starts following slide `key`'s `<video>` (idempotent; re-follows a replaced element). */
  track(key: string): void;
  /** The texture to sample for slide `key`, or null while the poster (or slide colour) is shown. */
  live(key: string): LiveVideo<T> | null;
  /** Backdrop.videoState: the engine started / stopped slide `key`'s background video. */
  setPlaying(key: string, playing: boolean): void;
  /** The stage draws other slides now: upload their current frames, follow only what is drawn. */
  shownChanged(): void;
  /** Stops following every slide not in `keys` (textures freed). */
  retain(keys: readonly string[]): void;
  /** Whether the frame callback is attached now (tests, stats). */
  running(): boolean;
  destroy(): void;
}

interface Entry<T> {
  readonly el: VideoElementLike;
  texture: VideoTexture<T> | null;
  /** Has played since it was found: until then the DOM `<video>` shows its poster, so the stage does too. */
  played: boolean;
  /** The engine said stopped; cleared by the element's next `play`. */
  stopped: boolean;
  /** currentTime of the last upload (without requestVideoFrameCallback). */
  lastTime: number;
  /** A frame was presented since the last upload (requestVideoFrameCallback). */
  fresh: boolean;
  /** The armed requestVideoFrameCallback, if any. */
  watch: number | null;
  readonly off: () => void;
}

const HAVE_CURRENT_DATA = 2;
const EVENTS = ['play', 'playing', 'pause', 'ended', 'seeked', 'emptied'] as const;

export function createVideoTextures<T>(deps: VideoTexturesDeps<T>): VideoTextures<T> {
  const entries = new Map<string, Entry<T>>();
  let detach: (() => void) | null = null;
  let destroyed = false;

  const playing = (entry: Entry<T>) => !entry.stopped && !entry.el.paused && !entry.el.ended;
  // A video the stage does not draw (another slide is shown) costs no upload and no render.
  const active = (key: string, entry: Entry<T>) => playing(entry) && deps.visible(key);
  const showsFrame = (key: string, entry: Entry<T>) =>
    entry.played && entry.el.readyState >= HAVE_CURRENT_DATA && entry.el.videoWidth > 0 && !(entry.el.paused && deps.posterOnPause(key));

  /** Raises `fresh` at the next presented frame (one callback per arm; the frame loop re-arms). */
  const arm = (entry: Entry<T>) => {
    const el = entry.el;
    if (!el.requestVideoFrameCallback || entry.watch !== null) return;
    entry.watch = el.requestVideoFrameCallback(() => {
      entry.watch = null;
      entry.fresh = true;
    });
  };

  /** Uploads the current frame when there is a new one; true when something new is there to draw. */
  const refresh = (key: string, entry: Entry<T>, force: boolean): boolean => {
    if (!showsFrame(key, entry)) return false;
    const byCallback = !!entry.el.requestVideoFrameCallback;
    const time = entry.el.currentTime;
    const fresh = byCallback ? entry.fresh : time !== entry.lastTime;
    if (!force && entry.texture && !fresh) return false;
    entry.fresh = false;
    entry.lastTime = time;
    entry.texture ??= deps.create(entry.el);
    entry.texture.upload();
    return true;
  };

  const frame = () => {
    let any = false;
    let changed = false;
    for (const [key, entry] of entries) {
      if (!active(key, entry)) continue;
      any = true;
      if (refresh(key, entry, false)) changed = true;
      arm(entry);
    }
    if (changed) deps.changed(true);
    // A missed pause event must not leave the loop running on an idle page.
    if (!any) detach = null;
    return !any;
  };

  const reconsider = () => {
    if (destroyed) return;
    const any = [...entries].some(([key, entry]) => active(key, entry));
    if (any && !detach && deps.loop) detach = deps.loop.run(frame);
    if (!any && detach) {
      detach();
      detach = null;
    }
  };

  const untrack = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entry.off();
    if (entry.watch !== null) entry.el.cancelVideoFrameCallback?.(entry.watch);
    entry.texture?.destroy();
    entries.delete(key);
  };

  const track = (key: string): Entry<T> | null => {
    const el = deps.element(key);
    const known = entries.get(key);
    if (known && known.el === el) return known;
    untrack(key);
    if (!el) return null;
    const onEvent = (type: (typeof EVENTS)[number]) => () => {
      const entry = entries.get(key);
      if (!entry || destroyed) return;
      if (type === 'play') entry.stopped = false;
      if (type === 'playing') entry.played = true;
      if (type === 'emptied') entry.played = false;
      reconsider();
      // Outside the loop (paused, ended, seeked while paused, a poster coming back) the stage redraws once now.
      if (type !== 'play' && type !== 'playing' && !playing(entry) && deps.visible(key)) {
        refresh(key, entry, true);
        deps.changed(false);
      }
    };
    const listeners = EVENTS.map((type) => [type, onEvent(type)] as const);
    for (const [type, fn] of listeners) el.addEventListener(type, fn);
    const entry: Entry<T> = {
      el,
      texture: null,
      // Found mid-play or paused mid-clip (a restored WebGL context, a stage loaded late): it has played.
      played: !el.paused || el.currentTime > 0,
      stopped: false,
      lastTime: -1,
      fresh: false,
      watch: null,
      off: () => {
        for (const [type, fn] of listeners) el.removeEventListener(type, fn);
      },
    };
    entries.set(key, entry);
    if (deps.visible(key)) refresh(key, entry, true);
    reconsider();
    return entry;
  };

  return {
    track: (key) => {
      if (!destroyed) track(key);
    },
    live(key) {
      const entry = entries.get(key);
      if (!entry || !entry.texture || !showsFrame(key, entry)) return null;
      return { texture: entry.texture.texture, width: entry.el.videoWidth, height: entry.el.videoHeight };
    },
    setPlaying(key, isPlaying) {
      if (destroyed) return;
      const entry = track(key);
      if (!entry) return;
      entry.stopped = !isPlaying;
      if (isPlaying && !entry.el.paused) entry.played = true;
      reconsider();
    },
    shownChanged() {
      if (destroyed) return;
      for (const [key, entry] of entries) if (deps.visible(key)) refresh(key, entry, true);
      reconsider();
    },
    retain(keys) {
      const keep = new Set(keys);
      for (const key of [...entries.keys()]) if (!keep.has(key)) untrack(key);
      reconsider();
    },
    running: () => detach !== null,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      detach?.();
      detach = null;
      for (const key of [...entries.keys()]) untrack(key);
    },
  };
}
