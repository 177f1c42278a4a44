import { normalizeModule, resolveTransition, seededRandom, PRESETS, type ModuleModel, type TransitionSpec } from '../../engine/index.ts';
import { createGpuBackdrop, createImageCache, createStageApp, type GpuBackdrop } from '../../renderer/index.ts';
import { createFloor, type Floor } from './floor.ts';
import { paintUvPattern } from './patterns.ts';

/**
 * The transition gallery's engine room: a Pixi stage with the GPU backdrop, two slides, and every
 * preset playable by name. The page UI and the browser tests/bench drive it through the same object
 * (`window.strataGallery`).
 */

export interface PlayResult {
  readonly frames: number;
  readonly drawCalls: number;
  /** requestAnimationFrame intervals, ms. */
  readonly intervals: number[];
  /** CPU + GPU cost of each frame (paint, render, 1-pixel read-back to wait for the GPU), ms. */
  readonly costs: number[];
}

export interface SeekOptions {
  readonly direction?: 1 | -1;
  readonly seed?: number;
  /** Overrides both sides' motion-blur shutter (ms; 0 = no trail), to compare a frame with and without its trail. */
  readonly motionBlur?: number;
}

export interface Gallery {
  readonly canvas: HTMLCanvasElement;
  readonly floor: boolean;
  names(): { name: string; main: string; sub: string }[];
  spec(name: string, options?: SeekOptions): TransitionSpec;
  /** Renders one frame of `name` at linear progress p; returns the draw calls that frame took. */
  seek(name: string, progress: number, options?: SeekOptions): { drawCalls: number; family: string; duration: number };
  sample(x: number, y: number): [number, number, number, number];
  /**
   * Loops `name` (or the floor shader) for `ms` on requestAnimationFrame; with `minFrames`, on past `ms` until that
   * many frames were drawn (at most 4 × `ms`), so a slow family still gives a few frames to take a median of.
   */
  play(name: string, ms: number, onFrame?: () => void, minFrames?: number): Promise<PlayResult>;
  stats(): { drawCalls: number; frames: number };
  destroy(): void;
}

export interface GalleryOptions {
  readonly width: number;
  readonly height: number;
  /** `uv`: slides painted with coordinate patterns (patterns.ts) for pixel tests. */
  readonly pattern: 'images' | 'uv';
  /** Draw the bare floor shader instead of Strata's programs (bench comparison). */
  readonly floor: boolean;
}

const MODULE_URL = '/fixtures/modules/strata-hero.json';

export async function createGallery(options: GalleryOptions): Promise<Gallery> {
  const response = await fetch(MODULE_URL);
  const model: ModuleModel = normalizeModule(await response.json());
  const [first, second] = model.slides;
  if (!first || !second) throw new Error(`${MODULE_URL} needs two slides for the gallery`);
  // The site's own stage application (no frame loop, no event system, runs under the CSP without eval).
  const { app } = await createStageApp({ width: options.width, height: options.height, resolution: 1, lost: () => {}, restored: () => {} });
  const backdrop: GpuBackdrop = createGpuBackdrop({
    app,
    model,
    images: createImageCache(),
    resolveUrl: (src) => new URL(src, new URL(MODULE_URL, location.href)).href,
    paintOverride: options.pattern === 'uv' ? (key, ctx) => paintUvPattern(ctx, key === first.key) : undefined,
  });
  await Promise.all([backdrop.prepare(first.key), backdrop.prepare(second.key)]);
  const from = backdrop.slideTexture(first.key);
  const to = backdrop.slideTexture(second.key);
  const floor: Floor | null = options.floor && from && to ? createFloor(from, to) : null;
  backdrop.show(first.key);

  const slideWith = (name: string) => ({ ...second, transition: { ms: 'default', temp: { p: name } } });
  const spec = (name: string, o: SeekOptions = {}): TransitionSpec => {
    const s = resolveTransition(slideWith(name), model, {
      random: seededRandom(o.seed ?? 7),
      direction: o.direction ?? 1,
      canvas: { width: options.width, height: options.height },
    });
    const shutter = o.motionBlur;
    return shutter === undefined ? s : { ...s, in: { ...s.in, motionBlur: shutter }, out: { ...s.out, motionBlur: shutter } };
  };
  const drawFloor = (p: number) => {
    floor?.setProgress(p);
    if (floor) app.renderer.render(floor.stage);
  };
  const gl = (app.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
  const pixel = new Uint8Array(4);

  return {
    canvas: app.canvas,
    floor: floor !== null,
    names: () => Object.entries(PRESETS).map(([name, p]) => ({ name, main: p.main, sub: p.sub })),
    spec,
    seek(name, progress, o) {
      const s = spec(name, o);
      const before = backdrop.stats().drawCalls;
      if (floor) drawFloor(progress);
      else backdrop.transition(first.key, second.key, s).render(progress);
      return { drawCalls: backdrop.stats().drawCalls - before, family: s.family, duration: s.duration };
    },
    sample(x, y) {
      gl.readPixels(Math.round(x), Math.round(options.height - y - 1), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      return [pixel[0] ?? 0, pixel[1] ?? 0, pixel[2] ?? 0, pixel[3] ?? 0];
    },
    play(name, ms, onFrame, minFrames = 0) {
      const s = spec(name);
      const run = floor ? null : backdrop.transition(first.key, second.key, s);
      const loopMs = Math.max(1, s.duration);
      const intervals: number[] = [];
      const costs: number[] = [];
      const calls0 = backdrop.stats().drawCalls;
      return new Promise((resolve) => {
        const start = performance.now();
        let last = start;
        const frame = (now: number) => {
          intervals.push(now - last);
          last = now;
          const progress = ((now - start) % loopMs) / loopMs;
          const t0 = performance.now();
          if (run) run.render(progress);
          else drawFloor(progress);
          gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
          costs.push(performance.now() - t0);
          onFrame?.();
          const elapsed = now - start;
          if (elapsed < ms || (costs.length < minFrames && elapsed < 4 * ms)) requestAnimationFrame(frame);
          else {
            const drawCalls = backdrop.stats().drawCalls - calls0;
            run?.finish();
            backdrop.show(first.key);
            resolve({ frames: costs.length, drawCalls, intervals: intervals.slice(1), costs });
          }
        };
        requestAnimationFrame(frame);
      });
    },
    stats: () => backdrop.stats(),
    destroy() {
      floor?.destroy();
      backdrop.destroy();
      app.destroy(true);
    },
  };
}
