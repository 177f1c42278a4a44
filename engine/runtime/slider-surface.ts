import type { Level } from '../model/types.ts';
import type { Carousel } from './carousel.ts';
import type { Lifetime } from './lifetime.ts';
import type { Backdrop, LayerHost, LayerInputType } from './ports.ts';
import type { Slider } from './slider-types.ts';
import type { PauseReason } from './store.ts';

/**
 * What the view has put in front of the engine: the mounted layers and the responsive level. Units read it through
 * closures (`() => view.host`), so a remount or a breakpoint reaches every one of them without rewiring.
 */
export interface SliderView {
  host: LayerHost | null;
  level: Level;
}

export interface SliderSurfaceParts extends Pick<Slider, 'model' | 'store' | 'api' | 'motion' | 'clock' | 'entered' | 'init'> {
  readonly life: Lifetime;
  readonly view: SliderView;
  /** Settles `entered` (a killed slider never enters). */
  readonly markEntered: () => void;
  readonly offerBackdrop: (next: Backdrop | null) => void;
  readonly hold: (reason: PauseReason, held: boolean) => void;
  readonly progress: () => number;
  readonly carousel: () => Carousel | null;
  /** The view's layers changed: units that measured the old ones measure again. */
  readonly hostChanged: () => void;
  /** Consumers of layer input (hover scenes, slide actions), in the order they are told. */
  readonly layerInput: readonly ((slideKey: string, layerId: string, type: LayerInputType) => void)[];
}

/**
 * The slider a view holds (slider-types.ts `Slider`): what it may tell a running engine, every call a no-op once
 * the instance has been killed, and `kill` itself, which ends the one lifetime every unit registered with.
 */
export function createSliderSurface(parts: SliderSurfaceParts): Slider {
  const { life, view, store } = parts;
  const alive = () => !life.ended();
  return {
    model: parts.model,
    store,
    api: parts.api,
    motion: parts.motion,
    clock: parts.clock,
    entered: parts.entered,
    init: parts.init,
    kill() {
      if (!alive()) return;
      parts.markEntered();
      store.setState({ phase: 'killed' });
      life.end();
      view.host = null;
    },
    get carousel() {
      return parts.carousel();
    },
    setBackdrop: (next) => alive() && parts.offerBackdrop(next),
    setLayerHost(next) {
      view.host = next;
      parts.hostChanged();
    },
    hold: (reason, held) => alive() && parts.hold(reason, held),
    progress: () => (alive() ? parts.progress() : 0),
    layerInput(slideKey, layerId, type) {
      if (alive()) for (const handle of parts.layerInput) handle(slideKey, layerId, type);
    },
    setLevel(next) {
      view.level = next;
      store.setState({ level: next });
    },
  };
}
