/**
 * Whether a module uses modifiers at all, and which kinds, and which layers follow its scroll-based timeline: what
 * the view and the composition root read before the modifiers' code (modifiers.ts, modifier-math.ts) and the scroll
 * timeline's (scroll-timeline.ts) load, so that code stays out of the first paint of a module without them (issue 18).
 */
import type { LayerModel, LayerModifiers, ModuleModel } from '../model/types.ts';

/** Whether the module's modifiers can use device orientation (a mouse parallax layer, a pointer-driven type). */
export function wantsOrientation(model: Pick<ModuleModel, 'modifiers' | 'slides' | 'staticSlides'>): boolean {
  const m = model.modifiers;
  if (!m.use || m.type === 'scroll' || m.mouseOffOnMobile) return false;
  return [...model.slides, ...model.staticSlides].some((slide) => slide.layers.some((layer) => layer.mod?.mouse));
}

/** The layer has a modifier that moves or fades its wrapper. */
export function hasActiveModifier(mod: LayerModifiers | null | undefined): mod is LayerModifiers {
  return !!mod && (mod.mouse !== null || mod.scroll !== null);
}

/** Whether any layer of the module has a mouse or scroll modifier its settings switch on (the modifiers' code loads then). */
export function usesModifiers(model: Pick<ModuleModel, 'modifiers' | 'slides' | 'staticSlides'>): boolean {
  return model.modifiers.use && [...model.slides, ...model.staticSlides].some((slide) => slide.layers.some((layer) => hasActiveModifier(layer.mod)));
}

/** The layer's scroll offset (ms) when its in scene follows the scroll (scroll-based timeline, `sbt`), else null. */
export function scrollDrivenOffset(model: Pick<ModuleModel, 'sbt'>, layer: LayerModel): number | null {
  const timeline = layer.mod?.scrollTimeline;
  return model.sbt?.use && timeline?.use ? timeline.offset : null;
}

/** Whether any layer follows the scroll-based timeline (its code, scroll-timeline.ts, loads then). */
export function usesScrollTimeline(model: Pick<ModuleModel, 'sbt' | 'slides' | 'staticSlides'>): boolean {
  return [...model.slides, ...model.staticSlides].some((slide) => slide.layers.some((layer) => scrollDrivenOffset(model, layer) !== null));
}
