import { CanvasSource, Texture, type Application } from 'pixi.js';
import type { Backdrop, BackdropTransition, ModuleModel, TransitionSpec } from '../engine/index.ts';
import type { PanState } from '../engine/anim/pan.ts';
import type { FeatureUniforms } from '../shaders/common/features.ts';
import { createPrograms, PLAIN } from './programs.ts';
import { applyPans, createPainter } from './transition-painter.ts';
import { countDrawCalls, type DrawCallCounter } from './draw-calls.ts';
import type { ImageCache } from './images.ts';
import { paintSlide } from './paint-slide.ts';
import { bgVideoOf, videoUvMatrix } from './video-bg.ts';
import { createVideoTextures, type FrameLoop } from './video-textures.ts';
import { createIframeFront, pixiVideoTexture } from './video-stage.ts';

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
  /** A slide's DOM background element (`[data-strata-bg]`), which holds its background `<video>`; absent: no video. */
  readonly background?: (key: string) => HTMLElement | null;
  /**
   * The engine's frame loop (Slider.motion). A playing background video attaches a mover to it and the
   * stage renders its new frames in `afterFrame`; absent: background videos show their poster.
   */
  readonly frames?: FrameLoop & { afterFrame(fn: () => void): () => void };
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
  /** Backdrop.videoState (engine/runtime/ports.ts): slide `key`'s background video started or stopped. */
  videoState(key: string, playing: boolean): void;
}

interface SlideTexture {
  readonly canvas: HTMLCanvasElement;
  readonly texture: Texture;
}

/**
 * The GPU backdrop: each slide background is painted once into a texture; what the stage draws — a
 * still slide or any frame of a transition — is ONE draw call: the fade quad, or one instanced mesh
 * of cells for every family that moves, slices or turns the slides (DESIGN.md "Rendering split").
 * A background video is sampled as its own texture (with a cover uv fit) once it has played; until
 * then, and under reduced motion (the engine does not play it), the slide texture shows its poster.
 */
export function createGpuBackdrop({ app, model, slides, images, resolveUrl, paintOverride, background: bgElement, frames: frameLoop }: GpuBackdropDeps): GpuBackdrop {
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
    // A video slide's texture is its poster (cover, like the DOM <video poster>) until the video plays.
    const poster = bgVideoOf(slide.background)?.poster ?? null;
    const fill = poster ? { src: poster, size: 'cover', position: '50% 50%', repeat: 'no-repeat' } : slide.background.image;
    const image = fill ? await images.load(resolveUrl(fill.src)) : null;
    const ctx = entry.canvas.getContext('2d');
    if (!ctx || destroyed) return;
    ctx.setTransform(resolution, 0, 0, resolution, 0, 0);
    if (paintOverride) paintOverride(key, ctx, w, h);
    else paintSlide(ctx, w, h, fill === slide.background.image ? slide.background : { ...slide.background, image: fill }, model.bg.color, image);
    entry.texture.source.resize(entry.canvas.width, entry.canvas.height);
    entry.texture.source.update();
  };

  const load = (key: string): Promise<SlideTexture> => {
    let pending = textures.get(key);
    if (!pending) {
      const canvas = document.createElement('canvas');
      // Mipmapped: a blur transition samples one coarser level instead of 16 taps (filter.glsl STRATA_MIP_BLUR). The chain
      // is built once per paint, on upload.
      const texture = new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, mipmapFilter: 'linear' }) });
      const entry = { canvas, texture };
      pending = paint(key, entry).then(() => {
        ready.set(key, entry);
        return entry;
      });
      textures.set(key, pending);
    }
    return pending;
  };

  const videoSlide = (key: string) => !!bgElement && bgVideoOf(slideOf(key)?.background ?? { video: null })?.kind === 'html5';
  // Set by a new video frame inside the frame loop; the frame's one render (ours or a transition's) clears it.
  let videoPending = false;
  let renderedThisFrame = false;
  // The two slides the stage draws now (still: the same key twice) and the textures bound for them.
  let shown: [string, string] | null = null;
  let bound: [Texture, Texture] | null = null;
  const videos = createVideoTextures<Texture>({
    element: (key) => (videoSlide(key) ? (bgElement?.(key)?.querySelector<HTMLVideoElement>('video[data-strata-bg-video]') ?? null) : null),
    posterOnPause: (key) => bgVideoOf(slideOf(key)?.background ?? { video: null })?.posterOnPause ?? false,
    create: pixiVideoTexture,
    visible: (key) => shown !== null && (shown[0] === key || shown[1] === key),
    loop: frameLoop,
    changed: (inFrame) => videoChanged(inFrame),
  });
  const front = createIframeFront(bgElement);
  const fits = new Map<string, Float32Array>();
  /** The cover uv fit of a slide whose video is drawn now; null while it shows the painted texture. */
  const fitOf = (key: string): Float32Array | null => {
    const live = videos.live(key);
    if (!live) return null;
    let fit = fits.get(key);
    if (!fit) fits.set(key, (fit = new Float32Array(9)));
    const { width, height } = size();
    return videoUvMatrix(live.width, live.height, width, height, 'cover', '50% 50%', fit);
  };
  const textureOf = (key: string) => videos.live(key)?.texture ?? ready.get(key)?.texture;

  const texturesFor = (from: string, to: string) => {
    if (!shown || shown[0] !== from || shown[1] !== to) {
      shown = [from, to];
      videos.shownChanged();
    }
    const fromTex = textureOf(from) ?? blank;
    const toTex = textureOf(to) ?? fromTex;
    if (bound && bound[0] === fromTex && bound[1] === toTex) return;
    bound = [fromTex, toTex];
    programs.bindTextures(fromTex, toTex);
  };

  const pans = new Map<string, PanState>();
  let stillKey: string | null = null;
  let transitioning = false;
  let stillUniforms: FeatureUniforms | null = null;
  const stillSides = (key: string, pan: PanState | null) => ({ out: () => null, in: () => pan, fitIn: () => fitOf(key) });

  /** A still slide: the fade quad with the incoming side fully opaque (and its Ken Burns pan or video fit, if any). */
  const still = (key: string) => {
    stillKey = key;
    transitioning = false;
    texturesFor(key, key);
    const uv = pans.has(key) || videoSlide(key);
    const program = programs.fade({ ...PLAIN, pan: uv });
    stillUniforms = uv ? program.uniforms : null;
    programs.only(program.mesh);
    Object.assign(program.uniforms, { uAlphaOut: 0, uAlphaIn: 1, uOutOnTop: 0 });
    if (uv) applyPans(program.uniforms, stillSides(key, pans.get(key) ?? null), size());
    if (background[3] !== 0) setBackground([0, 0, 0, 0]);
    front(key);
  };

  const render = () => {
    if (destroyed) return;
    app.renderer.render(app.stage);
    frames++;
    videoPending = false;
    renderedThisFrame = true;
  };

  /** A video's frame or poster changed: rebind (poster ↔ video texture) and draw it, once per frame. */
  const videoChanged = (inFrame: boolean) => {
    if (destroyed || !shown) return;
    texturesFor(shown[0], shown[1]);
    if (stillKey !== null && stillUniforms) applyPans(stillUniforms, stillSides(stillKey, pans.get(stillKey) ?? null), size());
    // Mid-transition the transition's own frames draw (and re-read the fits); in the loop, afterFrame draws.
    if (inFrame || transitioning) videoPending = true;
    else render();
  };
  const offAfterFrame = frameLoop?.afterFrame(() => {
    if (videoPending && !renderedThisFrame) render();
    renderedThisFrame = false;
  });

  return {
    kind: 'gpu',
    prepare: async (key) => {
      await load(key);
      if (!destroyed && videoSlide(key)) videos.track(key);
    },
    retain(keys) {
      videos.retain(keys);
      const keep = new Set(keys);
      for (const [key, pending] of textures) {
        if (keep.has(key)) continue;
        textures.delete(key);
        ready.delete(key);
        void pending.then((entry) => entry.texture.destroy(true));
      }
    },
    show(key) {
      if (videoSlide(key)) videos.track(key);
      still(key);
      render();
    },
    transition(from, to, spec): BackdropTransition {
      texturesFor(from, to);
      stillKey = null;
      stillUniforms = null;
      front(null);
      transitioning = true;
      const painter = createPainter(spec, programs, size(), {
        out: () => pans.get(from) ?? null,
        in: () => pans.get(to) ?? null,
        fitOut: () => fitOf(from),
        fitIn: () => fitOf(to),
        // A side's video may show its first frame mid-transition: its fit needs the uv program from the start.
        uv: videoSlide(from) || videoSlide(to),
      });
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
          transitioning = false;
          still(to);
          render();
        },
      };
    },
    resize(width, height) {
      app.renderer.resize(width, height);
      for (const [key, pending] of textures)
        void pending
          .then((entry) => paint(key, entry))
          .then(() => {
            // A video's cover fit depends on the stage size.
            if (stillKey !== null) still(stillKey);
            render();
          });
    },
    videoState(key, playing) {
      videos.setPlaying(key, playing);
    },
    pan(key, state) {
      if (state) pans.set(key, state);
      else pans.delete(key);
      // A still slide follows its pan at once; mid-transition the painter reads the pans every frame.
      if (stillKey === key) {
        // Every Ken Burns frame lands here: only the uv matrix changes, unless the pan starts or stops
        // (a different program), so textures are not rebound per frame.
        if (state && stillUniforms) applyPans(stillUniforms, stillSides(key, state), size());
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
      front(null);
      destroyed = true;
      videos.destroy();
      offAfterFrame?.();
      counter?.restore();
      programs.destroy();
      for (const pending of textures.values()) void pending.then((entry) => entry.texture.destroy(true));
      textures.clear();
      ready.clear();
    },
  };
}
