import type { LayerHost, LayerTargets, SlideModel } from '../engine/index.ts';
import { pageViews } from './module-readers.ts';

export interface LayerElements {
  outer: HTMLElement;
  content: HTMLElement;
  mask?: HTMLElement | null;
  loop?: HTMLElement | null;
  modifier?: HTMLElement | null;
}

/**
 * The DOM side of the engine's LayerHost port: React registers each layer's elements here (by ref),
 * and the engine's scenes animate them.
 */
export interface DomLayerHost extends LayerHost {
  register(slideKey: string, layerId: string, elements: LayerElements | null): void;
  /** `isStatic`: a global (static) slide, always visible; setActiveSlide leaves it alone. */
  setSlideElement(slideKey: string, element: HTMLElement | null, isStatic?: boolean): void;
  setScale(scale: number): void;
  /** SlideView says a slide's complete (non-lazy) layers are committed to the DOM; resolves whenRendered waiters. */
  markRendered(slideKey: string): void;
}

/** How long whenRendered waits for a view that never re-renders the slide (e.g. it was unmounted). */
const RENDER_WAIT_MS = 1000;

/**
 * The DOM event an action's `simulate` fires. Hover and focus go out as the events the module's delegated
 * listener reads (react-ui/layer-input.ts), so a simulated event runs the target's actions like a real one.
 */
function simulatedEvent(type: string): Event {
  const init = { bubbles: true, cancelable: true, composed: true };
  if (type === 'mouseenter' || type === 'mouseleave') {
    const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
    return new Pointer(type === 'mouseenter' ? 'pointerover' : 'pointerout', { ...init, relatedTarget: null });
  }
  if (type === 'focusin' || type === 'focusout') return new FocusEvent(type, { ...init, relatedTarget: null });
  // A dispatched click also follows a link the layer renders, as SR7's simulated click does.
  return new MouseEvent(type, { ...init, view: window });
}

export function createDomLayerHost(): DomLayerHost {
  const layers = new Map<string, LayerElements>();
  const slides = new Map<string, HTMLElement>();
  const statics = new Map<string, HTMLElement>();
  let scale = 1;
  const rendered = new Set<string>();
  const waiters = new Map<string, (() => void)[]>();
  const id = (slideKey: string, layerId: string) => `${slideKey}\u0000${layerId}`;

  const setSlideState = (key: string, state: 'current' | 'leaving' | 'hidden') => {
    const el = slides.get(key);
    if (!el) return;
    el.dataset['state'] = state;
    const hidden = state === 'hidden';
    el.style.visibility = hidden ? 'hidden' : 'visible';
    el.style.zIndex = state === 'current' ? '2' : '1';
    el.setAttribute('aria-hidden', String(state !== 'current'));
    // Keyboard focus must not land on links of a slide nobody can see (ARIA carousel pattern).
    if (state === 'current') el.removeAttribute('inert');
    else el.setAttribute('inert', '');
  };

  return {
    register(slideKey, layerId, elements) {
      if (elements) layers.set(id(slideKey, layerId), elements);
      else layers.delete(id(slideKey, layerId));
    },
    setSlideElement(slideKey, element, isStatic = false) {
      const map = isStatic ? statics : slides;
      if (element) map.set(slideKey, element);
      else map.delete(slideKey);
    },
    setScale(next) {
      scale = next;
    },
    markRendered(slideKey) {
      rendered.add(slideKey);
      for (const resolve of waiters.get(slideKey)?.splice(0) ?? []) resolve();
    },
    whenRendered(slideKey) {
      if (rendered.has(slideKey)) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const list = waiters.get(slideKey) ?? [];
        list.push(resolve);
        waiters.set(slideKey, list);
        setTimeout(resolve, RENDER_WAIT_MS);
      });
    },
    targets(slideKey, layerId): LayerTargets | null {
      const entry = layers.get(id(slideKey, layerId));
      if (!entry) return null;
      const content = entry.content;
      // Split-text code is the `split` feature's (feature-views.ts), in before a module whose timelines split is read;
      // without it (content that came later, a failed load) the split tracks are left out and the layer moves whole.
      const code = pageViews().split;
      return { content, mask: entry.mask ?? null, loop: entry.loop ?? null, modifier: entry.modifier ?? null, split: code ? (kind) => code.splitText(content, kind) : undefined };
    },
    measure(slideKey, layerId) {
      const entry = layers.get(id(slideKey, layerId));
      const slide = slides.get(slideKey) ?? statics.get(slideKey);
      if (!entry || !slide) return null;
      const box = entry.outer.getBoundingClientRect();
      const frame = slide.getBoundingClientRect();
      const inSlide = (b: DOMRect) => ({ x: b.left - frame.left, y: b.top - frame.top, w: b.width, h: b.height });
      // The layer it sits in (row, column, group): frames may offset by its edges (FrameMeasure.parent).
      const parent = entry.outer.parentElement?.closest('[data-strata-layer]');
      return {
        box: inSlide(box),
        slide: { w: frame.width, h: frame.height },
        ...(parent && slide.contains(parent) ? { parent: inSlide(parent.getBoundingClientRect()) } : {}),
        scale,
      };
    },
    toggleClass(slideKey, layerId, className, force) {
      layers.get(id(slideKey, layerId))?.outer.classList.toggle(className, force);
    },
    simulate(slideKey, layerId, type) {
      const entry = layers.get(id(slideKey, layerId));
      if (entry) entry.content.dispatchEvent(simulatedEvent(type));
    },
    setHtml(slideKey, layerId, html) {
      const entry = layers.get(id(slideKey, layerId));
      // The model sanitized both texts (engine/model/sanitize.ts) before they got here.
      if (entry) entry.content.innerHTML = html;
    },
    setActiveSlide(slide: SlideModel, previous: SlideModel | null) {
      for (const key of slides.keys()) {
        setSlideState(key, key === slide.key ? 'current' : previous && key === previous.key ? 'leaving' : 'hidden');
      }
    },
  };
}
