import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { StrataApi } from '../../../engine/index.ts';
import { Strata } from '../../../react-ui/index.ts';
import { cardWidth } from './items-per-view.ts';
import { useCarouselWidths } from './use-carousel-width.ts';

export interface CarouselBuild {
  readonly module: Record<string, unknown>;
  /** The module's height (px): reserved before it loads, so the page never jumps (scroll anchoring, the sticky header). */
  readonly height: number;
}

export interface ThemeCarouselProps {
  /** Cards per view at a viewport width (items-per-view.ts). */
  readonly itemsAt: (viewportWidth: number) => number;
  /** The Strata carousel module for `items` cards of `cardWidth` px (carousel-module.ts), and its height; keep it stable. */
  readonly build: (items: number, cardWidth: number) => CarouselBuild;
  /** The module's API once it is ready (again after each rebuild); null from the moment a rebuild starts. */
  readonly onApi?: (api: StrataApi | null) => void;
  readonly className?: string;
}

/**
 * A theme carousel (SPEC §9) on Strata's carousel mode: the module is generated for the cards that fit and rebuilt
 * when that changes (a breakpoint, or a settled resize), starting again on the card that was in front.
 */
export function ThemeCarousel({ itemsAt, build, onApi, className }: ThemeCarouselProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const widths = useCarouselWidths(ref);
  const items = widths ? itemsAt(widths.viewport) : null;
  const width = widths && items ? cardWidth(widths.container, items) : null;
  const built = useMemo(() => (items && width ? build(items, width) : null), [build, items, width]);
  // The card in front survives a rebuild (a new module object is a new slider). Read once per build: a changing
  // startSlide would make <Strata> start its slider over.
  const front = useRef<string | undefined>(undefined);
  const startSlide = useMemo(() => front.current, [built]);
  const ready = useCallback(
    (api: StrataApi) => {
      api.on('afterChange', ({ current }) => {
        front.current = current.key;
      });
      onApi?.(api);
    },
    [onApi],
  );
  // The slider of this build goes away with it: its API must not take presses meant for the next one.
  useEffect(() => () => onApi?.(null), [built, onApi]);
  return (
    <div ref={ref} className={`tm-carousel ${className ?? ''}`} data-items={items ?? undefined} style={{ minHeight: built?.height }}>
      {built && <Strata locale="tr" key={`${items}×${width}`} module={built.module} gpu={false} startSlide={startSlide} onReady={ready} />}
    </div>
  );
}
