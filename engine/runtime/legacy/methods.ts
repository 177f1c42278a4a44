/**
 * Slider Revolution 6's jQuery API methods (`revapi1.revnext()`, `jQuery('#slider').revshowslide(2)` …; SR 6.5
 * `jQuery.fn.extend`) mapped onto the Strata API (SPEC §8 "Custom code using the legacy library"). Each entry names
 * its replacement for the deprecation notice; entries without one log that they are not supported.
 * SR6 numbers slides from 1 in revshowslide / revcurrentslide and from 0 in revremoveslide; both kept here.
 */
import { shownArg, type LegacyTarget } from './target.ts';

/** 'command': chains (returns the revapi / the jQuery selection); 'getter': answers a value. */
export type LegacyMethodKind = 'command' | 'getter';

type Run = (target: LegacyTarget, args: readonly unknown[], warn: (message: string) => void) => unknown;

/** A call Strata maps (the replacement is named in its deprecation notice), or one it does not (`why`). */
export type LegacyMethod =
  | { readonly kind: LegacyMethodKind; readonly replacement: string; readonly run: Run }
  | { readonly kind: LegacyMethodKind; readonly replacement: null; readonly why: string };

/** A whole number in [min, max], or null after naming what was wrong. */
function slideNumber(call: string, value: unknown, min: number, max: number, warn: (message: string) => void): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max) return n;
  warn(`[strata] ${call}: expected a slide number from ${min} to ${max}, got ${shownArg(value)}`);
  return null;
}

/** A replacement on the module's Strata API object. */
const viaApi = (call: string) => `window.strata.get(id).${call}`;

export const LEGACY_METHODS: Readonly<Record<string, LegacyMethod>> = {
  // SR6 answers whether it started the slider; Strata's start() is idempotent, so it always can.
  revstart: { kind: 'getter', replacement: viaApi('start()'), run: ({ api }) => (api.start(), true) },
  revpause: { kind: 'command', replacement: viaApi('pause()'), run: ({ api }) => api.pause() },
  revresume: { kind: 'command', replacement: viaApi('resume()'), run: ({ api }) => api.resume() },
  revnext: { kind: 'command', replacement: viaApi('next()'), run: ({ api }) => api.next() },
  revprev: { kind: 'command', replacement: viaApi('prev()'), run: ({ api }) => api.prev() },
  revshowslide: {
    kind: 'command',
    replacement: viaApi('show(index) (0-based) or show("#key")'),
    run({ api }, [n], warn) {
      const number = slideNumber('revshowslide(n)', n, 1, api.max(), warn);
      if (number !== null) api.show(number - 1);
    },
  },
  // SR6 takes the slide element's id, `rs-<key>` ("revcallslidewithid('rs-12')"), or the bare key.
  revcallslidewithid: {
    kind: 'command',
    replacement: viaApi('show("#key")'),
    run({ api }, [id], warn) {
      if (typeof id !== 'string' && typeof id !== 'number') return warn(`[strata] revcallslidewithid(id): expected a slide id, got ${shownArg(id)}`);
      api.show(`#${String(id).replace(/^rs-/, '')}`);
    },
  },
  revcurrentslide: { kind: 'getter', replacement: viaApi('current().order'), run: ({ api }) => api.current().order },
  revmaxslide: { kind: 'getter', replacement: viaApi('max()'), run: ({ api }) => api.max() },
  // SR 6.5's revlastslide counts the slides, exactly as revmaxslide does.
  revlastslide: { kind: 'getter', replacement: viaApi('max()'), run: ({ api }) => api.max() },
  revredraw: { kind: 'command', replacement: viaApi('redraw()'), run: ({ api }) => api.redraw() },
  revkill: { kind: 'command', replacement: viaApi('kill()'), run: ({ api }) => api.kill() },
  revremoveslide: {
    kind: 'command',
    replacement: viaApi('remove(key)'),
    run(target, [index], warn) {
      const i = slideNumber('revremoveslide(index)', index, 0, target.api.max() - 1, warn);
      const key = i === null ? undefined : target.keyAt(i);
      if (key !== undefined) target.api.remove(key);
    },
  },
  // SR6 scrolls to the module's bottom edge minus the offset, in 400 ms.
  revscroll: {
    kind: 'command',
    replacement: viaApi('scroll(offset, speed, ease)'),
    run: ({ api }, [offset]) => api.scroll(-(Number(offset) || 0), 400),
  },
  // SR6's scrollproc: how far the module has travelled through the viewport, -1 … 1.
  revgetparallaxproc: {
    kind: 'getter',
    replacement: "the module element's getBoundingClientRect() (scroll effects are layer settings: mod.scroll)",
    run: (target) => target.parallaxProgress() ?? undefined,
  },
  revaddcallback: { kind: 'command', replacement: null, why: 'module callbacks (parallax start/end) do not exist; listen with on(event, fn)' },
  revmodal: { kind: 'command', replacement: null, why: 'open a pop-up with window.strata.openModal(alias) or SR7.F.modal.open(alias)' },
  revdebugmode: { kind: 'command', replacement: null, why: 'there is no debug mode' },
};

export type LegacyMethodName = keyof typeof LEGACY_METHODS;
