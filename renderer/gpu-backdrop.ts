import { Texture, type Application } from 'pixi.js';
import type { Backdrop, BackdropTransition, ModuleModel, TransitionSpec } from '../engine/index.ts';
import type { PanState } from '../engine/anim/pan.ts';
import { createPrograms, PLAIN } from './programs.ts';
import { applyPans, createPainter } from './transition-painter.ts';
import { countDrawCalls, type DrawCallCounter } from './draw-calls.ts';
import type { ImageCache } from './images.ts';
import { paintSlide } from './paint-slide.ts';

export interface GpuBackdropDeps {
  readonly app: Application;
  readonly model: ModuleModel;
  /** The live slides (MIX lazy slides gain their background after load); default: the model's. */
  readonly slides?: () => readonly ModuleModel['slides'][number][];
  readonly images: ImageCache;
  /** Resolves a media path of the module (relative to the module JSON's URL). */
  readonly resolveUrl: (src: string) => string;
  /** Paints a slide itself instead of from its background (the transition gallery's test patterns). */
  readonly paintOverride?: (key: string, ctx: CanvasRenderingContext2D, width: number, height: number) => void;
}

export interface GpuStats {
  readonly drawCalls: number;
  readonly frames: number;
  readonly texturesResident: number;
}

export interface GpuBackdrop extends Backdrop {
  readonly kind: 'gpu';
  stats(): GpuStats;
  /** Renders now and reads one pixel (CSS px from the stage's top-left) as RGBA 0..255. */
  samplePixel(x: number, y: number): [number, number, number, number];
  render(): void;
  /** The painted texture of a prepared slide (the bench's floor shader samples the same ones). */
  slideTexture(key: string): Texture | null;
}

interface SlideTexture {
  readonly canvas: HTMLCanvasElement;
  readonly texture: Texture;
}

/**
 * The GPU backdrop: each slide background is painted once into a texture; what the stage draws — a
 * still slide or any frame of a transition — is ONE draw call: the fade quad, or one instanced mesh
 * of cells for every family that moves, slices or turns the slides (DESIGN.md "Rendering split").
 */
export function createGpuBackdrop({ app, model, slides, images, resolveUrl, paintOverride }: GpuBackdropDeps): GpuBackdrop {
  const slideOf = (key: string) => (slides?.() ?? model.slides).find((slide) => slide.key === key);
  const textures = new Map<string, Promise<SlideTexture>>();
  const ready = new Map<string, SlideTexture>();
  let frames = 0;
  let destroyed = false;
  const gl = (app.renderer as unknown as { gl?: WebGL2RenderingContext }).gl;
  const counter: DrawCallCounter | null = gl ? countDrawCalls(gl) : null;

  const programs = createPrograms(app.stage);
  const blank = Texture.WHITE;
  let background: readonly number[] = [0, 0, 0, 0];
  const setBackground = (rgba: readonly number[]) => {
    background = rgba;
    const a = rgba[3] ?? 0;
    // The painter hands premultiplied colours; Pixi wants straight colour plus alpha.
    app.renderer.background.color = a > 0 ? [(rgba[0] ?? 0) / a, (rgba[1] ?? 0) / a, (rgba[2] ?? 0) / a] : [0, 0, 0];
    app.renderer.background.alpha = a;
  };

  const size = () => ({ width: Math.max(1, Math.round(app.screen.width)), height: Math.max(1, Math.round(app.screen.height)) });

  const paint = async (key: string, entry: SlideTexture) => {
    const slide = slideOf(key);
    if (!slide) return;
    const { width: w, height: h } = size();
    const resolution = app.renderer.resolution;
    entry.canvas.width = Math.round(w * resolution);
    entry.canvas.height = Math.round(h * resolution);
    const src = slide.background.image?.src;
    const image = src ? await images.load(resolveUrl(src)) : null;
    const ctx = entry.canvas.getContext('2d');
    if (!ctx || destroyed) return;
    ctx.setTransform(resolution, 0, 0, resolution, 0, 0);
    if (paintOverride) paintOverride(key, ctx, w, h);
    else paintSlide(ctx, w, h, slide.background, model.bg.color, image);
    entry.texture.source.resize(entry.canvas.width, entry.canvas.height);
    entry.texture.source.update();
  };

  const load = (key: string): Promise<SlideTexture> => {
    let pending = textures.get(key);
    if (!pending) {
      const canvas = document.createElement('canvas');
      const texture = Texture.from(canvas);
      const entry = { canvas, texture };
      pending = paint(key, entry).then(() => {
        ready.set(key, entry);
        return entry;
      });
      textures.set(key, pending);
    }
    return pending;
  };

  const texturesFor = (from: string, to: string) => {
    const fromTex = ready.get(from)?.texture ?? blank;
    programs.bindTextures(fromTex, ready.get(to)?.texture ?? fromTex);
  };

  const pans = new Map<string, PanState>();
  let stillKey: string | null = null;
  let stillUniforms: Record<string, unknown> | null = null;

  /** A still slide: the fade quad with the incoming side fully opaque (and its Ken Burns pan, if any). */
  const still = (key: string) => {
    stillKey = key;
    texturesFor(key, key);
    const panned = pans.has(key);
    const program = programs.fade({ ...PLAIN, pan: panned });
    stillUniforms = panned ? program.uniforms : null;
    programs.only(program.mesh);
    Object.assign(program.uniforms, { uAlphaOut: 0, uAlphaIn: 1, uOutOnTop: 0 });
    if (panned) applyPans(program.uniforms, { out: () => null, in: () => pans.get(key) ?? null }, size());
    if (background[3] !== 0) setBackground([0, 0, 0, 0]);
  };

  const render = () => {
    if (destroyed) return;
    app.renderer.render(app.stage);
    frames++;
  };

  return {
    kind: 'gpu',
    prepare: async (key) => {
      await load(key);
    },
    retain(keys) {
      const keep = new Set(keys);
      for (const [key, pending] of textures) {
        if (keep.has(key)) continue;
        textures.delete(key);
        ready.delete(key);
        void pending.then((entry) => entry.texture.destroy(true));
      }
    },
    show(key) {
      still(key);
      render();
    },
    transition(from, to, spec): BackdropTransition {
      texturesFor(from, to);
      stillKey = null;
      stillUniforms = null;
      const painter = createPainter(spec, programs, size(), { out: () => pans.get(from) ?? null, in: () => pans.get(to) ?? null });
      setBackground(painter.background);
      let done = false;
      return {
        render(progress) {
          if (done) return;
          painter.paint(progress * spec.duration);
          render();
        },
        finish() {
          if (done) return;
          done = true;
          still(to);
          render();
        },
      };
    },
    resize(width, height) {
      app.renderer.resize(width, height);
      for (const [key, pending] of textures) void pending.then((entry) => paint(key, entry)).then(render);
    },
    pan(key, state) {
      if (state) pans.set(key, state);
      else pans.delete(key);
      // A still slide follows its pan at once; mid-transition the painter reads the pans every frame.
      if (stillKey === key) {
        // Every Ken Burns frame lands here: only the uv matrix changes, unless the pan starts or stops
        // (a different program), so textures are not rebound per frame.
        if (state && stillUniforms) applyPans(stillUniforms, { out: () => null, in: () => state }, size());
        else still(key);
        render();
      }
    },
    stats: () => ({ drawCalls: counter?.total() ?? 0, frames, texturesResident: ready.size }),
    samplePixel(x, y) {
      render();
      const out = new Uint8Array(4);
      if (!gl) return [0, 0, 0, 0];
      const r = app.renderer.resolution;
      gl.readPixels(Math.round(x * r), Math.round(gl.drawingBufferHeight - y * r - 1), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, out);
      return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0, out[3] ?? 0];
    },
    render,
    slideTexture: (key) => ready.get(key)?.texture ?? null,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      counter?.restore();
      programs.destroy();
      for (const pending of textures.values()) void pending.then((entry) => entry.texture.destroy(true));
      textures.clear();
      ready.clear();
    },
  };
}
