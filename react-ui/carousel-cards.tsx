import { memo, useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { ModuleModel, SlideModel, Slider } from '../engine/index.ts';
import { cardSize, carouselFrame, isInfinite, type CarouselFrame, type CarouselMeasures, type CarouselPlacement } from '../engine/anim/carousel.ts';
import { useJustifyRatios } from './carousel-ratios.ts';
import { SlideBgVideo } from './slide-bg-video.tsx';
import type { DomLayerHost } from './layer-host.ts';
import type { ModuleLayout } from './measure.ts';
import { SlideView } from './SlideView.tsx';
import { useStrataStrings } from './strings.ts';
import { cssUrl } from './image-fill-style.ts';
import { useBrowserLayoutEffect } from './ssr.ts';

export interface CarouselCardsProps {
  readonly model: ModuleModel;
  readonly slider: Slider | null;
  readonly layout: ModuleLayout;
  readonly host: DomLayerHost;
  readonly resolveUrl: (src: string) => string;
}

const none: readonly number[] = [];
const noSubscribe = () => () => {};
const num = (n: number) => Math.round(n * 100) / 100;

/** One frame's placement as CSS, written straight to the card (never through React). */
function applyPlacement(el: HTMLElement, p: CarouselPlacement): void {
  const turn = `${p.rotateX ? ` rotateX(${num(p.rotateX)}deg)` : ''}${p.rotateY ? ` rotateY(${num(p.rotateY)}deg)` : ''}${p.rotateZ ? ` rotateZ(${num(p.rotateZ)}deg)` : ''}`;
  const skew = p.skewX || p.skewY ? ` skew(${num(p.skewX)}deg, ${num(p.skewY)}deg)` : '';
  el.style.transform = `translate3d(${num(p.x)}px, ${num(p.y)}px, ${num(p.z)}px)${turn}${skew} scale(${Math.round(p.scale * 1e4) / 1e4})`;
  el.style.opacity = String(Math.round(p.opacity * 1e4) / 1e4);
  el.style.zIndex = String(p.zIndex);
  el.style.visibility = p.opacity > 0.001 ? 'visible' : 'hidden';
}

/**
 * The cards of carousel mode (react-ui/CarouselView.tsx holds them): the slides as cards on a strip, moved by the
 * engine's carousel (engine/runtime/carousel.ts). Virtualized — only the engine's visible window is in the DOM, so a
 * 1,000-slide module keeps about maxV + 2 slides mounted — and React re-renders only when that window's set changes;
 * each frame's transforms are written imperatively by the engine through `attach`. Loaded only for a carousel module.
 *
 * Backgrounds are plain DOM here (colour, gradient or image in each card): the GPU stage draws the standard
 * slider's single full-stage backdrop and its transitions, which a carousel never runs.
 */
export function CarouselCards({ model, slider, layout, host, resolveUrl }: CarouselCardsProps): ReactNode {
  const strings = useStrataStrings();
  const settings = model.carousel;
  // The carousel's code loads with the slider (engine/runtime/feature-units.ts); the store says ready once it is in.
  const carousel = useSyncExternalStore(slider?.store.subscribe ?? noSubscribe, () => slider?.carousel ?? null, () => null);
  const wrapRef = useRef<HTMLDivElement | null>(null);
  const liveRef = useRef<HTMLDivElement | null>(null);
  const cards = useRef(new Map<number, HTMLElement>());
  const indices = useSyncExternalStore(carousel?.subscribeWindow ?? noSubscribe, carousel?.windowIndices ?? (() => none), () => none);
  const focused = useSyncExternalStore(slider?.store.subscribe ?? noSubscribe, () => slider?.store.getState().index ?? -1, () => -1);
  const slides = useSyncExternalStore(slider?.store.subscribe ?? noSubscribe, () => slider?.store.getState().slides ?? model.slides, () => model.slides);

  // A justified carousel's cards are as wide as their images' ratios make them (SPEC §3 size "justify").
  const ratios = useJustifyRatios(settings?.justify ?? false, slides, indices, resolveUrl);
  const measures: CarouselMeasures = useMemo(
    () => ({ viewWidth: layout.stageWidth, viewHeight: layout.height, gridWidth: layout.grid.width, gridHeight: layout.grid.height, ...(ratios ? { ratios } : {}) }),
    [layout.stageWidth, layout.height, layout.grid.width, layout.grid.height, ratios],
  );
  const frame: CarouselFrame | null = useMemo(() => (settings ? carouselFrame(settings, measures) : null), [settings, measures]);

  // The layer grid inside a card of width w: centred in it, at the module's responsive scale. One object per
  // width, so the memoized cards re-render only when their own size changes.
  const cardLayoutFor = useMemo(() => {
    const byWidth = new Map<number, ModuleLayout>();
    return (w: number, h: number): ModuleLayout => {
      let cached = byWidth.get(w);
      if (!cached || cached.height !== h) {
        cached = { ...layout, stageWidth: w, stageLeft: 0, height: h, grid: { ...layout.grid, left: (w - layout.grid.width) / 2, top: (h - layout.grid.height) / 2 } };
        byWidth.set(w, cached);
      }
      return cached;
    };
  }, [layout]);

  useBrowserLayoutEffect(() => carousel?.setMeasures(measures), [carousel, measures]);

  useBrowserLayoutEffect(() => {
    if (!carousel) return;
    return carousel.attach({
      place(placements) {
        for (const p of placements) {
          const el = cards.current.get(p.index);
          if (el) applyPlacement(el, p);
        }
      },
    });
  }, [carousel]);

  // Cards mounted by this render are placed before the browser paints them.
  useBrowserLayoutEffect(() => carousel?.refresh(), [carousel, indices]);

  const register = useCallback(
    (index: number, el: HTMLElement | null) => {
      if (el) {
        cards.current.set(index, el);
        carousel?.cardMounted(index);
      } else if (cards.current.has(index)) {
        cards.current.delete(index);
        carousel?.cardUnmounted(index);
      }
    },
    [carousel],
  );

  // Pointer input: drag and flick along the axis; a tap on a side card brings it to the focus.
  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap || !carousel || !slider || !settings) return;
    const axis = (e: PointerEvent) => (settings.axis === 'h' ? e.clientX : e.clientY);
    let pointer: number | null = null;
    let pressedAt = 0;
    let captured = false;
    let tapped: number | null = null;
    let swallowClick = false;
    const down = (e: PointerEvent) => {
      if (pointer !== null || (e.pointerType === 'mouse' && e.button !== 0)) return;
      pointer = e.pointerId;
      const card = (e.target as Element | null)?.closest?.('[data-strata-card-index]');
      tapped = card ? Number(card.getAttribute('data-strata-card-index')) : null;
      pressedAt = axis(e);
      captured = false;
      carousel.drag.start(axis(e), e.timeStamp);
    };
    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      // Captured only once it is a drag: a captured press would send its click to the wrap, not the layer under it.
      if (!captured && Math.abs(axis(e) - pressedAt) >= 5) {
        captured = true;
        wrap.setPointerCapture?.(e.pointerId);
      }
      carousel.drag.move(axis(e), e.timeStamp);
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      pointer = null;
      const count = slider.store.getState().slides.length;
      const p = carousel.position();
      const dragged = carousel.drag.end(e.timeStamp);
      if (dragged) {
        swallowClick = true;
        // A bounded carousel pulled past an end says so (SPEC §8 carousel messages).
        const live = liveRef.current;
        if (live && !isInfinite(settings, count)) live.textContent = p < -0.05 ? strings.first : p > count - 1 + 0.05 ? strings.last : '';
      } else if (tapped !== null && tapped !== slider.store.getState().index) slider.api.show(tapped);
      tapped = null;
    };
    const cancel = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      pointer = null;
      carousel.drag.cancel();
    };
    // The click that ends a drag must not follow a link or run a layer action (capture: before the module's listener).
    const click = (e: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.preventDefault();
      e.stopPropagation();
    };
    // Images and links would start the browser's own drag and steal the pointer.
    const dragStart = (e: Event) => e.preventDefault();
    // Releases are heard on the window: a press that never became a drag is not captured and may end anywhere.
    const win = wrap.ownerDocument.defaultView ?? window;
    wrap.addEventListener('pointerdown', down);
    wrap.addEventListener('pointermove', move);
    win.addEventListener('pointerup', up);
    win.addEventListener('pointercancel', cancel);
    wrap.addEventListener('lostpointercapture', cancel);
    wrap.addEventListener('click', click, true);
    wrap.addEventListener('dragstart', dragStart);
    return () => {
      wrap.removeEventListener('pointerdown', down);
      wrap.removeEventListener('pointermove', move);
      win.removeEventListener('pointerup', up);
      win.removeEventListener('pointercancel', cancel);
      wrap.removeEventListener('lostpointercapture', cancel);
      wrap.removeEventListener('click', click, true);
      wrap.removeEventListener('dragstart', dragStart);
      if (pointer !== null) carousel.drag.cancel();
    };
  }, [carousel, slider, settings]);

  const cardLook: CSSProperties = useMemo(() => {
    if (!settings) return {};
    const { shadow } = settings;
    return { borderRadius: settings.borderRadius, boxShadow: shadow.use ? `${shadow.x}px ${shadow.y}px ${shadow.blur}px ${shadow.spread}px ${shadow.color}` : undefined };
  }, [settings]);

  if (!settings || !frame) return null;
  const perspective = settings.spin === '3d' || (settings.spin === 'off' && settings.rotation.use && settings.rotation.max !== 0);
  const wrapStyle: CSSProperties = {
    left: frame.wrap.left,
    top: frame.wrap.top,
    width: frame.wrap.width,
    height: frame.wrap.height,
    perspective: perspective ? '1200px' : undefined,
    touchAction: settings.axis === 'h' ? 'pan-y' : 'pan-x',
  };
  return (
    <>
      <div ref={wrapRef} className="strata-carousel-wrap" style={wrapStyle}>
        {indices.map((index) => {
          const slide = slides[index];
          const size = cardSize(frame, index);
          return slide ? (
            <CarouselCard
              key={slide.key}
              slide={slide}
              index={index}
              count={slides.length}
              focused={index === focused}
              width={size.w}
              height={size.h}
              look={cardLook}
              layout={cardLayoutFor(size.w, size.h)}
              host={host}
              resolveUrl={resolveUrl}
              general={model.general}
              register={register}
            />
          ) : null;
        })}
      </div>
      <div ref={liveRef} className="strata-sr-only" aria-live="polite" aria-atomic="true" />
    </>
  );
}

interface CarouselCardProps {
  readonly slide: SlideModel;
  readonly index: number;
  readonly count: number;
  readonly focused: boolean;
  readonly width: number;
  readonly height: number;
  /** Border radius and shadow (the same for every card). */
  readonly look: CSSProperties;
  readonly layout: ModuleLayout;
  readonly host: DomLayerHost;
  readonly resolveUrl: (src: string) => string;
  readonly general: ModuleModel['general'];
  readonly register: (index: number, el: HTMLElement | null) => void;
}

/** One slide card: its background as DOM, its layers through the ordinary SlideView. */
const CarouselCard = memo(function CarouselCard({ slide, index, count, focused, width, height, look, layout, host, resolveUrl, general, register }: CarouselCardProps): ReactNode {
  const strings = useStrataStrings();
  const ref = useCallback((el: HTMLDivElement | null) => register(index, el), [register, index]);
  const style = useMemo(() => ({ ...look, width, height }), [look, width, height]);
  const background = useMemo(() => cardBackground(slide.background, resolveUrl), [slide.background, resolveUrl]);
  return (
    <div
      ref={ref}
      className="strata-carousel-card"
      data-strata-card={slide.key}
      data-strata-card-index={index}
      data-focused={focused ? '' : undefined}
      title={focused ? undefined : strings.goTo(index + 1)}
      style={style}
    >
      <div className="strata-carousel-bg" aria-hidden="true" style={background}>
        {/* The focused card's background video plays (the engine's media coordinator); the others show their first frame or poster. */}
        <SlideBgVideo slideKey={slide.key} background={slide.background} resolveUrl={resolveUrl} always />
      </div>
      <SlideView slide={slide} index={index} count={count} layout={layout} host={host} resolveUrl={resolveUrl} general={general} />
    </div>
  );
});

function cardBackground(bg: SlideModel['background'], resolveUrl: (src: string) => string): CSSProperties {
  const layers: string[] = [];
  const image = bg.image?.src ?? bg.video?.poster.src ?? null;
  if (image) layers.push(cssUrl(resolveUrl(image)));
  if (bg.gradient) layers.push(bg.gradient);
  return {
    backgroundColor: bg.color ?? undefined,
    backgroundImage: layers.length ? layers.join(', ') : undefined,
    backgroundSize: bg.image?.size ?? 'cover',
    backgroundPosition: bg.image?.position ?? '50% 50%',
    backgroundRepeat: bg.image?.repeat ?? 'no-repeat',
  };
}
