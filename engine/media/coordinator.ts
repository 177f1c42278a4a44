/**
 * The media of one module (SPEC §4 "Media player"): players built lazily when their slide shows, autoplay
 * policies, one media playing at a time, background videos only on the current slide, the slideshow held
 * while a pauseTimer media plays, nextSlide at the end, media actions. create-slider tells it which slide
 * is current (`show`); everything else happens here.
 */
import type { ModuleModel, SlideModel } from '../model/types.ts';
import type { MediaAction } from '../model/types-actions.ts';
import type { StrataEvents } from '../runtime/api-types.ts';
import type { Clock } from '../runtime/clock.ts';
import type { SlideRequest } from '../runtime/navigation.ts';
import type { Backdrop } from '../runtime/ports.ts';
import type { SliderStore } from '../runtime/store.ts';
import { isGlobalMediaAction, mediaOp, type MediaOp } from './ops.ts';
import { createMediaPlayer, type MediaEvent, type MediaPlayer } from './player.ts';
import { MEDIA_STATE, type MediaHost, type MediaOptions } from './types.ts';

/** What the media coordinator reads of the module: the static slides (always shown) and the alias (log labels). */
export type MediaCoordinatorModel = Pick<ModuleModel, 'staticSlides' | 'alias'>;

export interface MediaCoordinatorDeps {
  readonly model: MediaCoordinatorModel;
  readonly store: SliderStore;
  readonly clock: Pick<Clock, 'after'>;
  /** The view's adapters (react-ui DomMediaHost); null without a view: no players, nothing plays. */
  readonly host: () => MediaHost | null;
  readonly backdrop: () => Backdrop | null;
  /** Holds or releases the slideshow's 'media' pause reason. */
  readonly hold: (reason: 'media', held: boolean) => void;
  readonly request: (request: SlideRequest) => void;
  readonly emit: (detail: StrataEvents['media']) => void;
  /** Reduced motion: background videos (and layers that show their poster instead) do not autoplay. */
  readonly reduced: () => boolean;
  readonly log: Pick<Console, 'warn' | 'error' | 'info'>;
}

export interface MediaCoordinator {
  /** Slide `key` is now current: the previous slide's media pause, this slide's media build and autoplay. */
  show(key: string): void;
  /** Runs a media action (play, pause, stop, toggle, mute, unmute, toggle mute) on its target layers. */
  run(action: MediaAction): void;
  /** The player of a layer (or of the background video, layerId null) once built. */
  player(slideKey: string, layerId: string | null): MediaPlayer | null;
  /** Idempotent: destroys every player and releases the hold. */
  destroy(): void;
}

interface Entry {
  readonly slide: string;
  readonly layer: string | null;
  readonly options: MediaOptions;
  player: MediaPlayer | null;
  building: Promise<MediaPlayer | null> | null;
  /** What the backdrop was last told (Backdrop.videoState), background videos only. */
  drawn: boolean;
}

const entryKey = (slide: string, layer: string | null) => `${slide}\u0000${layer ?? ''}`;
const playing = (player: MediaPlayer | null) => player !== null && (player.state() === MEDIA_STATE.playing || player.state() === MEDIA_STATE.buffering);
const active = (player: MediaPlayer | null) => playing(player) || player?.starting() === true;

export function createMediaCoordinator(deps: MediaCoordinatorDeps): MediaCoordinator {
  const { model, log } = deps;
  const entries = new Map<string, Entry>();
  /** Arrivals per slide: the first visit decides 1sttime / no1sttime, and a stale arrival must not autoplay. */
  const visits = new Map<string, number>();
  const staticKeys = new Set(model.staticSlides.map((slide) => slide.key));
  let current: string | null = null;
  let staticShown = false;
  let holding = false;
  let destroyed = false;

  /** Static (global) slides are always shown; a normal slide only while it is current. */
  const live = (slide: string) => slide === current || staticKeys.has(slide);
  const slideOf = (key: string): SlideModel | undefined =>
    deps.store.getState().slides.find((slide) => slide.key === key) ?? model.staticSlides.find((slide) => slide.key === key);

  function entriesOf(key: string): Entry[] {
    const slide = slideOf(key);
    if (!slide) return [];
    const items: [string | null, MediaOptions][] = slide.background.video ? [[null, slide.background.video]] : [];
    for (const layer of slide.layers) if (layer.media && layer.media.src !== '') items.push([layer.id, layer.media]);
    return items.map(([layer, options]) => {
      const k = entryKey(key, layer);
      let entry = entries.get(k);
      if (!entry) entries.set(k, (entry = { slide: key, layer, options, player: null, building: null, drawn: false }));
      return entry;
    });
  }

  function autoplays(entry: Entry, first: boolean): boolean {
    if (deps.reduced() && (entry.layer === null || entry.options.poster.insteadVideo)) return false;
    const policy = entry.options.autoPlay;
    return policy === 'true' || (policy === '1sttime' && first) || (policy === 'no1sttime' && !first);
  }

  function build(entry: Entry): Promise<MediaPlayer | null> {
    if (entry.player) return Promise.resolve(entry.player);
    if (entry.building) return entry.building;
    const host = deps.host();
    if (!host) return Promise.resolve(null);
    const label = `${model.alias} ${entry.slide}/${entry.layer ?? 'bg'}`;
    const building: Promise<MediaPlayer | null> = host.adapter(entry.slide, entry.layer, entry.options).then(
      (adapter) => {
        entry.building = null;
        if (!adapter) return null;
        if (destroyed) {
          adapter.destroy();
          return null;
        }
        const player = createMediaPlayer({ adapter, options: entry.options, clock: deps.clock, log, label });
        entry.player = player;
        player.on((event) => changed(entry, event));
        return player;
      },
      (error: unknown) => {
        entry.building = null;
        log.error(`[strata] ${label}: media player failed:`, error);
        return null;
      },
    );
    entry.building = building;
    return building;
  }

  /** SPEC §4: one media plays at a time; a stopAllMedia media stops (pause + rewind) the others instead. */
  function quiet(except: Entry): void {
    for (const other of entries.values()) {
      if (other === except || !other.player) continue;
      if (except.options.stopAllMedia && other.player.state() !== MEDIA_STATE.unstarted) other.player.stop();
      else if (active(other.player)) other.player.pause();
    }
  }

  function start(entry: Entry, reason: string): void {
    if (!entry.player) return;
    quiet(entry);
    void entry.player.play(reason);
  }

  /** Slideshow hold and backdrop video state follow what plays now. */
  function sync(): void {
    if (destroyed) return;
    const held = [...entries.values()].some((entry) => entry.options.pauseTimer && live(entry.slide) && playing(entry.player));
    if (held !== holding) {
      holding = held;
      deps.hold('media', held);
    }
    for (const entry of entries.values()) {
      if (entry.layer !== null) continue;
      const drawn = live(entry.slide) && playing(entry.player);
      if (drawn === entry.drawn) continue;
      entry.drawn = drawn;
      deps.backdrop()?.videoState?.(entry.slide, drawn);
    }
  }

  function changed(entry: Entry, event: MediaEvent): void {
    deps.emit({ slide: entry.slide, layer: entry.layer, state: event.state, code: event.code });
    if (destroyed) return;
    if (event.state === 'playing') {
      // Started by the player's own controls or late: media of a slide not shown (a background above all) stay still.
      if (!live(entry.slide)) return entry.player?.pause();
      quiet(entry);
    }
    if ((event.state === 'finished' || event.state === 'ended') && entry.options.nextSlide && live(entry.slide)) deps.request('+1');
    sync();
  }

  function arrive(key: string): void {
    const visit = (visits.get(key) ?? 0) + 1;
    visits.set(key, visit);
    for (const entry of entriesOf(key)) {
      const autoplay = autoplays(entry, visit === 1);
      void build(entry).then((player) => {
        if (player && autoplay && !destroyed && visits.get(key) === visit && live(key)) start(entry, 'autoplay');
      });
    }
  }

  function leave(key: string): void {
    for (const entry of entries.values()) if (entry.slide === key) entry.player?.pause();
    sync();
  }

  function apply(entry: Entry, player: MediaPlayer, op: MediaOp): void {
    if (op === 'play' || (op === 'toggle' && !active(player))) start(entry, 'action');
    else if (op === 'pause' || op === 'toggle') player.pause();
    else if (op === 'stop') player.stop();
    else player.mute(op === 'mute' || (op === 'toggleMute' && !player.muted()));
  }

  return {
    show(key) {
      if (destroyed || key === current) return;
      const previous = current;
      current = key;
      if (previous !== null) leave(previous);
      if (!staticShown) {
        staticShown = true;
        for (const slide of model.staticSlides) arrive(slide.key);
      }
      arrive(key);
    },
    run(action) {
      if (destroyed) return;
      const op = mediaOp(action.op);
      if (!op) {
        log.warn(`[strata] ${model.alias}: media action "${action.op}" is not one this engine runs`);
        return;
      }
      const all = isGlobalMediaAction(action.op) || action.targets.length === 0;
      for (const entry of entries.values()) {
        if (!live(entry.slide) || !(all || (entry.layer !== null && action.targets.includes(entry.layer)))) continue;
        void build(entry).then((player) => {
          if (player && !destroyed && live(entry.slide)) apply(entry, player, op);
        });
      }
    },
    player: (slideKey, layerId) => entries.get(entryKey(slideKey, layerId))?.player ?? null,
    destroy() {
      if (destroyed) return;
      for (const entry of entries.values()) {
        if (entry.drawn) deps.backdrop()?.videoState?.(entry.slide, false);
        entry.player?.destroy();
      }
      destroyed = true;
      entries.clear();
      if (holding) deps.hold('media', false);
      holding = false;
    },
  };
}
