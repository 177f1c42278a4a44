/**
 * Entry point of engine/model: SR7 wire JSON → ModuleModel with every feature reader (normalize-core.ts reads,
 * all-readers.ts has the readers). DESIGN.md "Data format": done once; nothing downstream re-reads raw JSON.
 */
import { ALL_READERS } from './all-readers.ts';
import * as core from './normalize-core.ts';
import type { ModuleModel, SlideModel } from './types.ts';

export type { DeferredSlideReader, NormalizeOptions } from './normalize-core.ts';

/**
 * Normalizes an SR7 module (parsed object or JSON text) into a ModuleModel.
 *
 * @throws ModuleError naming the JSON path when the module cannot be used at all (not an object, no slides).
 * @example
 * ```ts
 * const model = normalizeModule(await (await fetch('home.json')).text());
 * model.slides[0].layers.map((l) => l.id);
 * ```
 */
export function normalizeModule(input: unknown, options: core.NormalizeOptions = {}): ModuleModel {
  return core.normalizeModule(input, { ...options, readers: options.readers ?? ALL_READERS });
}

/** normalizeModule showing the first slide first (normalize-core.ts normalizeModuleDeferred), every reader at hand. */
export function normalizeModuleDeferred(input: unknown, options: core.NormalizeOptions = {}): ReturnType<typeof core.normalizeModuleDeferred> {
  return core.normalizeModuleDeferred(input, { ...options, readers: options.readers ?? ALL_READERS });
}

/** Slides fetched later (MIX lazy mode), every reader at hand (normalize-core.ts normalizeSlides). */
export function normalizeSlides(input: unknown, module: Parameters<typeof core.normalizeSlides>[1], options: core.NormalizeOptions = {}): SlideModel[] {
  return core.normalizeSlides(input, module, { ...options, readers: options.readers ?? ALL_READERS });
}
