import { useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { ModuleModel, SlideModel } from '../engine/index.ts';
import { LayerTree } from './Layer.tsx';
import type { DomLayerHost } from './layer-host.ts';
import type { ModuleLayout } from './measure.ts';
import { LayerMediaContext } from './media-context.ts';
import { slideAriaAttributes } from './slide-accessibility.ts';
import { slidePerspective } from './modifiers-view.tsx';
import { PatternOverlaySlot } from './pattern-overlay-slot.tsx';
import { SlideCounterContext } from './slide-counter.ts';
import { useStrata } from './useStrata.ts';
import { useBrowserLayoutEffect } from './ssr.ts';

export interface SlideViewProps {
  readonly slide: SlideModel;
  /** Position among the slides, or -1 for a static (global) slide. */
  readonly index: number;
  readonly count: number;
  readonly layout: ModuleLayout;
  readonly host: DomLayerHost;
  readonly resolveUrl: (src: string) => string;
  /** The module's 3D perspective settings (general.perspective / perspectiveType). */
  readonly general?: ModuleModel['general'];
  /** Its layers come later (the first slide renders alone until it is visible): the slide's box only, for now. */
  readonly deferred?: boolean;
}

/** One slide's layers: slide-aligned layers over the whole stage, grid-aligned ones in the centred grid. */
export function SlideView({ slide, index, count, layout, host, resolveUrl, general, deferred = false }: SlideViewProps): ReactNode {
  const isStatic = index < 0;
  const accessibility = useContext(LayerMediaContext)?.accessibility ?? false;
  const perspective = slidePerspective(general);
  const setRef = useCallback(
    (el: HTMLDivElement | null) => host.setSlideElement(slide.key, el, isStatic),
    [host, slide.key, isStatic],
  );
  // A MIX lazy slide's layers arrive later: the engine waits for them to be in the DOM before playing them.
  useBrowserLayoutEffect(() => {
    if (!slide.lazy && !deferred) host.markRendered(slide.key);
  }, [host, slide, deferred]);
  const clickable = useMemo(() => new Set(slide.actions.filter((action) => action.event === 'click').flatMap((action) => action.sources)), [slide]);
  const common = { slideKey: slide.key, layers: slide.layers, parentId: null, level: layout.level, windowLevel: layout.windowLevel, scale: layout.scale, host, resolveUrl, clickable };
  // A global slide's counters follow the current slide; a slide's own show its place (slide-counter.ts).
  const { value: currentIndex } = useStrata((state) => (isStatic ? state.index : -1));
  const counter = useMemo(() => ({ current: (isStatic ? (currentIndex ?? 0) : index) + 1, total: count }), [isStatic, currentIndex, index, count]);
  return (
    <SlideCounterContext.Provider value={counter}>
      <div
        ref={setRef}
        className={`strata-slide${isStatic ? ' strata-static' : ''}${perspective.className ? ` ${perspective.className}` : ''}`}
        data-strata-slide={slide.key}
        {...slideAriaAttributes(slide, index, count, accessibility)}
        id={slide.attr.id || undefined}
        style={{ ...perspective.style, ...(isStatic ? { zIndex: slide.global?.pos === 'back' ? 0 : 3 } : { visibility: index === 0 ? 'visible' : 'hidden' }) }}
      >
        {/* The background's pattern overlay (SR7 puts it in the slide's bg wrapper): over the backdrop, GPU or DOM, under the layers. */}
        {!isStatic && <PatternOverlaySlot overlay={slide.background.overlay} className="strata-slide-overlay" />}
        {!deferred && <LayerTree {...common} alignTo="slide" />}
        <div className="strata-grid" style={{ left: layout.grid.left, top: layout.grid.top, width: layout.grid.width, height: layout.grid.height }}>
          {!deferred && <LayerTree {...common} alignTo="grid" />}
        </div>
      </div>
    </SlideCounterContext.Provider>
  );
}
