import type { LayerInputType, Slider } from '../engine/index.ts';
import { classifyLink } from '../engine/runtime/links.ts';

const LAYER = '[data-strata-layer]';

/** The layers an event target sits in, innermost first, inside this module only. */
function layersOf(target: EventTarget | null, root: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  let node = target instanceof Element ? target.closest<HTMLElement>(LAYER) : null;
  while (node && root.contains(node)) {
    out.push(node);
    node = node.parentElement?.closest<HTMLElement>(LAYER) ?? null;
  }
  return out;
}

/** True when `layer` holds `other` (then crossing between them is no enter/leave of `layer`). */
const holds = (layer: HTMLElement, other: EventTarget | null) => other instanceof Node && layer.contains(other);

/**
 * One delegated listener set per module (DESIGN.md: the engine routes layer input): click, hover and focus
 * on `[data-strata-layer]` elements become `slider.layerInput(slideKey, layerId, type)`.
 * Returns the function that removes every listener it added.
 */
export function attachLayerInput(root: HTMLElement, slider: Pick<Slider, 'layerInput'>, pageUrl: () => string = () => location.href): () => void {
  const send = (layer: HTMLElement, type: LayerInputType) => {
    const slide = layer.closest<HTMLElement>('[data-strata-slide]');
    const slideKey = slide?.dataset['strataSlide'];
    const layerId = layer.dataset['strataLayer'];
    if (slide && root.contains(slide) && slideKey !== undefined && layerId !== undefined) slider.layerInput(slideKey, layerId, type);
  };

  const onClick = (event: MouseEvent) => {
    const layers = layersOf(event.target, root);
    if (layers.length === 0) return;
    // The layer's own link (rendered as its content element): same-page targets scroll instead of jumping.
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.strata-content[href]') : null;
    if (anchor && layers.some((layer) => layer.contains(anchor))) {
      // A modified or middle click opens a tab or window: the browser's business, and no action runs.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (classifyLink(anchor.getAttribute('href') ?? '', pageUrl()).kind !== 'open') event.preventDefault();
    }
    // Like DOM bubbling: a click on a line inside a group button is a click on the group too (SR7_225_1 menu).
    for (const layer of layers) send(layer, 'click');
  };

  // pointerover/pointerout bubble (one listener per module) and carry relatedTarget, which gives each
  // layer its own enter/leave the way mouseenter/mouseleave would: outer layers enter first, leave last.
  const crossing = (enter: LayerInputType, leave: LayerInputType) => ({
    over: (event: PointerEvent | FocusEvent) => {
      const entered = layersOf(event.target, root).filter((layer) => !holds(layer, event.relatedTarget));
      for (const layer of entered.reverse()) send(layer, enter);
    },
    out: (event: PointerEvent | FocusEvent) => {
      for (const layer of layersOf(event.target, root).filter((l) => !holds(l, event.relatedTarget))) send(layer, leave);
    },
  });
  const hover = crossing('mouseenter', 'mouseleave');
  const focus = crossing('focusin', 'focusout');

  const listeners: Array<[string, (event: never) => void]> = [
    ['click', onClick],
    ['pointerover', hover.over],
    ['pointerout', hover.out],
    ['focusin', focus.over],
    ['focusout', focus.out],
  ];
  for (const [type, fn] of listeners) root.addEventListener(type, fn as EventListener);
  let attached = true;
  return () => {
    if (!attached) return;
    attached = false;
    for (const [type, fn] of listeners) root.removeEventListener(type, fn as EventListener);
  };
}
