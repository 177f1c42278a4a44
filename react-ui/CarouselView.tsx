import { useSyncExternalStore, type ReactNode } from 'react';
import type { ModuleModel, Slider } from '../engine/index.ts';
import type { CarouselCardsProps } from './carousel-cards.tsx';
import type { DomLayerHost } from './layer-host.ts';
import { lazyView } from './lazy-view.tsx';
import { carouselPadding, type ModuleLayout } from './measure.ts';
import { SlideView } from './SlideView.tsx';

export interface CarouselViewProps {
  readonly model: ModuleModel;
  readonly slider: Slider | null;
  readonly layout: ModuleLayout;
  readonly host: DomLayerHost;
  readonly resolveUrl: (src: string) => string;
  /** Room taken above the slider by outer navigation (px). */
  readonly top?: number;
}


/**
 * The cards' code (carousel-cards.tsx, with the strip's maths) loads only for a carousel module (issue 18). The cards
 * need the running slider's visible window, so nothing of them is lost on the server or before the chunk is in.
 */
const noSubscribe = () => () => {};
const CarouselCards = lazyView<CarouselCardsProps>('carousel-view', () => import('./carousel-cards.tsx').then((m) => m.CarouselCards));

/**
 * Carousel mode (SPEC §3 "Carousel", the `carousel` feature's view: feature-views.ts): the stage the cards move on, and the module's static slides over them, which
 * are rendered here (also on the server) since they do not move with the strip.
 */
export function CarouselView({ model, slider, layout, host, resolveUrl, top = 0 }: CarouselViewProps): ReactNode {
  const settings = model.carousel;
  const count = useSyncExternalStore(slider?.store.subscribe ?? noSubscribe, () => slider?.store.getState().slides.length ?? model.slides.length, () => model.slides.length);
  if (!settings) return null;
  const pad = carouselPadding(model);
  return (
    <div
      className="strata-carousel"
      data-layers={settings.layers}
      data-axis={settings.axis}
      style={{ left: layout.stageLeft, top: top + pad.top, width: layout.stageWidth, height: layout.height }}
    >
      <CarouselCards model={model} slider={slider} layout={layout} host={host} resolveUrl={resolveUrl} />
      {model.staticSlides.map((slide) => (
        <SlideView key={`static-${slide.key}`} slide={slide} index={-1} count={count} layout={layout} host={host} resolveUrl={resolveUrl} general={model.general} />
      ))}
    </div>
  );
}
