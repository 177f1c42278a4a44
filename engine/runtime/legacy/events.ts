/**
 * Slider Revolution 6's jQuery events (`revapi1.bind("revolution.slide.onchange", function (e, data) {…})`,
 * FORMAT.md §3 "legacy jQuery revolution.slide.onloaded") mapped onto Strata's typed events, with SR6's data
 * shapes: `onchange` / `onafterswap` carry `{slideIndex (1-based), slideLIIndex (0-based), slide, currentslide,
 * prevslide}`, `onbeforeswap` `{currentslide, nextslide}`. Where SR6 handed jQuery slide elements, these carry the
 * slide's `{index, key, order}`. Handlers are called as SR6 called them: `fn.call(revapi, event, data)`.
 */
import type { SlideRef, StrataEvents } from '../api-types.ts';

export const LEGACY_EVENT_PREFIX = 'revolution.';

export interface LegacyEventMapping<K extends keyof StrataEvents = keyof StrataEvents> {
  readonly event: K;
  /** For the deprecation notice. */
  readonly replacement: string;
  /** SR6's second handler argument; undefined: none. */
  data(detail: StrataEvents[K]): unknown;
  /** Only some details of the Strata event are this legacy event (media: playing vs stopped). */
  accepts?(detail: StrataEvents[K]): boolean;
}

const changed = (current: SlideRef, previous: SlideRef | null) => ({
  slideIndex: current.order,
  slideLIIndex: current.index,
  slide: current,
  currentslide: current,
  prevslide: previous,
});

function mapping<K extends keyof StrataEvents>(m: LegacyEventMapping<K>): LegacyEventMapping {
  return m as unknown as LegacyEventMapping;
}

const after = mapping({ event: 'afterChange', replacement: 'on("afterChange", fn)', data: (d) => changed(d.current, d.previous) });

export const LEGACY_EVENTS: Readonly<Record<string, LegacyEventMapping>> = {
  'revolution.slide.onloaded': mapping({ event: 'ready', replacement: 'on("ready", fn)', data: () => undefined }),
  'revolution.slide.onchange': after,
  'revolution.slide.onafterswap': after,
  'revolution.slide.onbeforeswap': mapping({
    event: 'beforeChange',
    replacement: 'on("beforeChange", fn)',
    data: (d) => ({ slideIndex: d.next.order, slideLIIndex: d.next.index, currentslide: d.current, nextslide: d.next }),
  }),
  'revolution.slide.onpause': mapping({ event: 'pause', replacement: 'on("pause", fn)', data: () => undefined }),
  'revolution.slide.onresume': mapping({ event: 'resume', replacement: 'on("resume", fn)', data: () => undefined }),
  'revolution.slide.onstop': mapping({ event: 'finished', replacement: 'on("finished", fn)', data: () => undefined }),
  'revolution.slide.onvideoplay': mapping({
    event: 'media',
    replacement: 'on("media", fn) (state "playing")',
    accepts: (d) => d.state === 'playing',
    data: (d) => ({ slide: d.slide, layer: d.layer, state: d.state }),
  }),
  'revolution.slide.onvideostop': mapping({
    event: 'media',
    replacement: 'on("media", fn) (states "paused", "ended", "finished")',
    accepts: (d) => d.state !== 'playing',
    data: (d) => ({ slide: d.slide, layer: d.layer, state: d.state }),
  }),
  'revolution.slide.layeraction': mapping({
    event: 'layer',
    replacement: 'on("layer", fn)',
    data: (d) => ({ eventtype: d.eventtype, layerid: d.layer, slide: d.slide, scene: d.scene }),
  }),
};

export const isLegacyEventName = (name: unknown): name is string => typeof name === 'string' && name.startsWith(LEGACY_EVENT_PREFIX);
