import { useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ModuleModel, Slider } from '../engine/index.ts';
import type { NavFrame } from './nav-frame.ts';
import { navEntries, navPosition, navWindow } from './nav-math.ts';
import { placeFor, type NavProps } from './nav-place.ts';
import { NavShell, touchHover, useModuleAttention, useNavShown } from './nav-shell.tsx';
import { ItemHtml, SkinStyle } from './nav-skin.tsx';
import { skinDrawsGlyph } from './skin-glyphs.ts';
import { lazyView } from './lazy-view.tsx';
import { useStrataStrings } from './strings.ts';
import { useStrata } from './useStrata.ts';
import { useBrowserLayoutEffect } from './ssr.ts';


// Tabs, thumbnails, the scrubber and the progress bar load with the first module that shows them (lazy-view.tsx).
const Tabs = lazyView<NavProps>('nav-tabs', () => import('./NavLists.tsx').then((mod) => mod.Tabs));
const Thumbs = lazyView<NavProps>('nav-thumbs', () => import('./NavLists.tsx').then((mod) => mod.Thumbs));
const Scrubber = lazyView<NavProps>('nav-scrubber', () => import('./Scrubber.tsx').then((mod) => mod.Scrubber));
const ProgressBar = lazyView<NavProps>('nav-progress', () => import('./ProgressBar.tsx').then((mod) => mod.ProgressBar));

/**
 * Every navigation element of a module: arrows, bullets, tabs, thumbnails, scrubber and the progress bar,
 * each with its skin's scoped CSS. Rendered inside the module root (`[data-strata-module]`).
 */
export interface NavigationProps {
  readonly model: ModuleModel;
  readonly slider: Slider;
  readonly frame: NavFrame;
  readonly root: RefObject<HTMLElement | null>;
  readonly resolveUrl: (src: string) => string;
}

export function Navigation(props: NavigationProps): ReactNode {
  const attention = useModuleAttention(props.root);
  const nav: NavProps = { model: props.model, slider: props.slider, frame: props.frame, attention, resolveUrl: props.resolveUrl };
  const { nav: settings, htmlId } = props.model;
  return (
    <>
      {(['arrows', 'bullets', 'tabs', 'thumbs', 'scrubber'] as const).map((kind) => {
        const element = settings[kind];
        return element?.enabled ? <SkinStyle key={kind} kind={kind} css={element.css} moduleId={htmlId} /> : null;
      })}
      <Arrows {...nav} />
      <Bullets {...nav} />
      {settings.tabs?.enabled && <Tabs {...nav} />}
      {settings.thumbs?.enabled && <Thumbs {...nav} />}
      {settings.scrubber?.enabled && <Scrubber {...nav} />}
      {props.model.progressBar?.enabled && <ProgressBar {...nav} />}
    </>
  );
}

export function Arrows(props: NavProps): ReactNode {
  const strings = useStrataStrings();
  const { model, slider, frame, attention } = props;
  const arrows = model.nav.arrows;
  const level = frame.layout.level;
  const shown = useNavShown(arrows, level, attention, slider.clock);
  const { value: index } = useStrata((state) => state.index);
  const { value: slides } = useStrata((state) => state.slides);
  if (!arrows.enabled || !arrows.show[frame.layout.windowLevel] || !slides) return null;
  const entries = navEntries(slides);
  const position = navPosition(entries, index ?? 0);
  const near = (step: number) => entries[(position + step + entries.length) % entries.length]?.slide;
  // No skin: Strata's own arrow; a skin that draws no glyph: SR7's base chevrons (skin-glyphs.ts).
  const look = arrows.skin === '' ? ' strata-arrow-plain' : skinDrawsGlyph(arrows.css) ? '' : ' strata-arrow-glyph';
  // A bounded carousel does not wrap: at its ends the arrow says so (SPEC §8 "this is the first/last slide").
  const bounded = model.type === 'carousel' && model.carousel !== null && !model.carousel.infinity;
  const arrow = (dir: -1 | 1) => {
    const target = near(dir);
    const atEdge = bounded && (dir < 0 ? position <= 0 : position >= entries.length - 1);
    const label = atEdge ? (dir < 0 ? strings.first : strings.last) : dir < 0 ? strings.previous : strings.next;
    return (
      <NavShell el={arrows} shown={shown} kind={dir < 0 ? 'arrow-prev' : 'arrow-next'} place={placeFor(dir < 0 ? arrows.left : arrows.right, frame)}>
        <button
          type="button"
          className={`strata-arrow ${dir < 0 ? 'strata-arrow-prev sr7-leftarrow' : 'strata-arrow-next sr7-rightarrow'} sr7-arrows ${arrows.skin}${look}`}
          data-dir={dir < 0 ? '-1' : '+1'}
          aria-label={label}
          aria-disabled={atEdge || undefined}
          style={{ position: 'relative', display: 'block' }}
          onClick={() => {
            if (!atEdge) (dir < 0 ? slider.api.prev() : slider.api.next());
          }}
          {...touchHover}
        >
          {arrows.html && target ? <ItemHtml template={arrows.html} slide={target} resolveUrl={props.resolveUrl} /> : null}
        </button>
      </NavShell>
    );
  };
  return (
    <>
      {arrow(-1)}
      {arrow(1)}
    </>
  );
}

/**
 * SR7 places bullets itself (`.sr7-bullet` is absolute in skins): each at i·(size + gap) along the row, the
 * size read from the first bullet once its skin CSS applies.
 */
export function Bullets(props: NavProps): ReactNode {
  const strings = useStrataStrings();
  const { model, slider, frame, attention } = props;
  const bullets = model.nav.bullets;
  const level = frame.layout.level;
  const shown = useNavShown(bullets, level, attention, slider.clock);
  const { value: index } = useStrata((state) => state.index);
  const { value: slides } = useStrata((state) => state.slides);
  const row = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const visible = bullets.enabled && bullets.show[frame.layout.windowLevel] && !!slides;
  useBrowserLayoutEffect(() => {
    const first = row.current?.querySelector<HTMLElement>('.sr7-bullet');
    if (!first) return;
    const measured = { width: first.offsetWidth, height: first.offsetHeight };
    if (measured.width !== size.width || measured.height !== size.height) setSize(measured);
  });
  if (!visible || !slides) return null;
  const entries = navEntries(slides);
  const position = navPosition(entries, index ?? 0);
  const { start, end } = navWindow(entries.length, position, bullets.max[level]);
  const shownEntries = entries.slice(start, end);
  const vertical = bullets.direction[level] === 'vertical';
  const step = (vertical ? size.height : size.width) + bullets.gap;
  const along = Math.max(0, shownEntries.length * step - bullets.gap);
  const box = vertical ? { width: size.width, height: along } : { width: along, height: size.height };
  const current = index ?? 0;
  return (
    <NavShell el={bullets} shown={shown} kind="bullets" size={box} place={placeFor(bullets.placement, frame, bullets.inOut, vertical)}>
      <div
        ref={row}
        className={`strata-bullets sr7-bullets ${bullets.skin} sr7-nd${vertical ? 'vertical' : 'horizontal'}${bullets.skin === '' ? ' strata-bullets-plain' : ''}`}
        role="group"
        aria-label={strings.slides}
        style={{ position: 'relative', width: box.width, height: box.height }}
      >
        {shownEntries.map(({ slide, index: slideIndex }, i) => (
          <button
            key={slide.key}
            type="button"
            data-key={slide.key}
            className={`strata-bullet sr7-bullet${slideIndex === current ? ' selected' : ''}`}
            aria-label={strings.goTo(slideIndex + 1)}
            aria-current={slideIndex === current ? 'true' : undefined}
            style={{ position: 'absolute', left: vertical ? 0 : i * step, top: vertical ? i * step : 0 }}
            onClick={() => slider.api.show(slideIndex)}
            {...touchHover}
          >
            {bullets.html ? <ItemHtml template={bullets.html} slide={slide} resolveUrl={props.resolveUrl} /> : null}
          </button>
        ))}
      </div>
    </NavShell>
  );
}
