/**
 * The public API object (DESIGN.md "Public surface"), built from the slider's parts by the composition root
 * (create-slider.ts). Every method goes through the same request rules and state as visitor input.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import type { ModuleModel, SlideModel } from '../model/types.ts';
import type { SlideRef, StrataApi, StrataEvents } from './api-types.ts';
import type { Emitter } from './events.ts';
import type { SlideRequest } from './navigation.ts';
import type { Backdrop } from './ports.ts';
import type { SliderStore } from './store.ts';

/** What the public API reads of the module: its id and alias, the static slides (playScene) and the diagnostics. */
export type PublicApiModel = Pick<ModuleModel, 'htmlId' | 'alias' | 'staticSlides' | 'diagnostics'>;

export interface PublicApiDeps {
  readonly model: PublicApiModel;
  readonly store: SliderStore;
  readonly emitter: Emitter<StrataEvents>;
  emit<K extends keyof StrataEvents>(type: K, detail: StrataEvents[K]): void;
  request(req: SlideRequest): void;
  ref(index: number): SlideRef;
  readonly slideshow: { resume(reason: 'api'): void; pause(reason: 'api'): void };
  /** The slideshow was started through the API (slideshow-control.ts). */
  started(): void;
  playLayerScene(slideKey: string, layerId: string, scene: string): void;
  backdrop(): Backdrop | null;
  /** Scrolls the page to below the module (its hold spacer, if held) on the one clock (page-scroll.ts). */
  scrollBelow(offset: number, speedMs: number, ease: string): void;
  /** Values not understood in slides read after the module (deferred and MIX lazy slides' layers). */
  lateDiagnostics?(): readonly Diagnostic[];
  kill(): void;
}

/** `show('intro')` names a slide key; `'#key'`, `'+1'`, `'first'`, `'last'`, `'random'` and indexes pass as they are. */
function showRequest(req: SlideRequest): SlideRequest {
  return typeof req === 'string' && !/^[#+-]/.test(req) && !['first', 'last', 'random'].includes(req) && !/^\d+$/.test(req) ? `#${req}` : req;
}

export function createPublicApi(deps: PublicApiDeps): StrataApi {
  const { model, store, emitter, emit, request, slideshow } = deps;
  const slides = () => store.getState().slides;
  const api: StrataApi = {
    id: model.htmlId,
    alias: model.alias,
    start() {
      deps.started();
      store.setState({ slideshowOn: true });
      slideshow.resume('api');
    },
    pause: () => {
      slideshow.pause('api');
      emit('pause', { reasons: [...store.getState().pausedBy] });
    },
    resume: () => {
      slideshow.resume('api');
      emit('resume', { id: model.htmlId });
    },
    next: () => request('+1'),
    prev: () => request('-1'),
    show: (req) => request(showRequest(req)),
    current: () => deps.ref(store.getState().index),
    max: () => slides().length,
    remove(key) {
      const list = slides();
      const index = list.findIndex((slide) => slide.key === key);
      if (index < 0 || list.length <= 1) return;
      const state = store.getState();
      if (index === state.index) {
        // Jump first, then drop the slide once the change is over.
        const off = emitter.on('afterChange', () => {
          off();
          api.remove(key);
        });
        request('+1');
        return;
      }
      const remaining = list.filter((slide) => slide.key !== key);
      store.setState({ slides: remaining, index: remaining.indexOf(list[state.index] as SlideModel) });
    },
    playScene(layerId, scene) {
      const current = slides()[store.getState().index];
      const holder = [current, ...model.staticSlides].find((slide) => slide?.layers.some((layer) => layer.id === String(layerId)));
      if (holder) deps.playLayerScene(holder.key, String(layerId), scene);
    },
    redraw: () => {
      const current = slides()[store.getState().index];
      if (current) deps.backdrop()?.show(current.key);
    },
    scroll: (offset = 0, speed = 400, ease = 'power3.out') => deps.scrollBelow(offset, speed, ease),
    kill: () => deps.kill(),
    stage() {
      const current = deps.backdrop();
      const stats = current?.stats?.() ?? { drawCalls: 0, frames: 0, texturesResident: 0 };
      return { kind: current?.kind ?? 'none', ...stats, samplePixel: (x, y) => current?.samplePixel?.(x, y) ?? null };
    },
    diagnostics: () => {
      const late = deps.lateDiagnostics?.() ?? [];
      return late.length > 0 ? [...model.diagnostics, ...late] : model.diagnostics;
    },
    on(event, fn) {
      emitter.on(event, fn);
      return api;
    },
    off(event, fn) {
      emitter.off(event, fn);
      return api;
    },
  };
  return api;
}
