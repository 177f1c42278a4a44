/**
 * The module on its page (SPEC §8, FORMAT.md §3): `window.strata` and `window.revapiN` find it, slide add-ons
 * registered on the page prepare its slides (their hooks' code loaded only for a module whose slides name add-ons),
 * and SR6 custom code reaches it through the legacy shim (loaded on demand, legacy/attach.ts). Nothing of this exists
 * without a page (Node: `env.global` is null).
 */
import type { ModuleModel } from '../model/types.ts';
import type { StrataApi } from './api-types.ts';
import { attachLegacyApi, type LegacyAttachment } from './legacy/attach.ts';
import type { Environment } from './ports.ts';
import { createSr7Api, registerApi } from './registry.ts';
import { chunkFailureMessage } from '../load/lazy-chunk.ts';

export interface PagePresenceDeps {
  readonly model: Pick<ModuleModel, 'alias' | 'dbid' | 'slides' | 'staticSlides'>;
  readonly api: StrataApi;
  readonly env: Pick<Environment, 'global' | 'log' | 'modifierInputs'>;
  /** Key of the slide at a 0-based index. */
  keyAt(index: number): string | undefined;
  /** The module has said ready (the shim replays it when it arrives later). */
  isReady(): boolean;
  /** Settles once the first slide's layers have entered: the shim waits for it unless the page has jQuery. */
  readonly entered: Promise<void>;
}

export interface PagePresence {
  /** The SR6 shim's attachment; null without a page. */
  readonly legacy: LegacyAttachment | null;
  /**
   * Settles once the hooks of the slide add-ons registered on the page have prepared this module's slides (their code,
   * addon-hooks.ts, loads only for a module with a slide that names an add-on); null for a module with none.
   */
  readonly addOns: Promise<void> | null;
  leave(): void;
}

export function joinPage({ model, api, env, keyAt, isReady, entered }: PagePresenceDeps): PagePresence {
  const global = env.global;
  if (!global) return { legacy: null, addOns: null, leave: () => {} };
  const revapi = createSr7Api(api, () => null);
  // SR6's revapi methods, revolution.* events and jQuery plugins, each logging its deprecation notice (SPEC §8).
  const legacy = attachLegacyApi(global, {
    api,
    revapi,
    log: env.log,
    keyAt,
    modifierInputs: env.modifierInputs,
    isReady,
    later: entered,
    onError: (error) => env.log.warn(`[strata] ${model.alias}: the SR6 custom-code shim did not load; SR6 calls stay unanswered:`, error),
  });
  const unregister = registerApi(global, api, model.dbid, revapi);
  const slides = [...model.slides, ...model.staticSlides];
  let left = false;
  let unprepare = (): void => {};
  const addOns = slides.some((slide) => slide.addOns && Object.keys(slide.addOns).length > 0)
    ? import('./addon-hooks.ts').then(
        ({ prepareSlideAddOns }) => {
          if (!left) unprepare = prepareSlideAddOns({ global, api, slides, log: env.log });
        },
        (error: unknown) => env.log.error(`${chunkFailureMessage('add-on hooks', error)}; the slides' add-ons are not prepared`),
      )
    : null;
  return {
    legacy,
    addOns,
    leave() {
      left = true;
      legacy.detach();
      unregister();
      unprepare();
    },
  };
}
