import type { ReactNode } from 'react';
import type { NavListSettings, SlideModel } from '../engine/index.ts';
import { listGeometry, navEntries, navPosition, navWindow } from './nav-math.ts';
import { placeFor, type NavProps } from './nav-place.ts';
import { NavShell, useNavShown } from './nav-shell.tsx';
import { ItemHtml } from './nav-skin.tsx';
import { useStrataStrings } from './strings.ts';
import { useStrata } from './useStrata.ts';
import { touchHover } from './nav-shell.tsx';

/** Markup when the skin brings none: a thumbnail image, or a tab's title and description. */
const DEFAULT_HTML = {
  thumbs: '<span class="sr7-nav-img"></span>',
  tabs: '<span class="strata-tab-title">{{title}}</span><span class="strata-tab-desc">{{description}}</span>',
} as const;

type Kind = 'tabs' | 'thumbs';

export function Tabs(props: NavProps): ReactNode {
  const settings = props.model.nav.tabs;
  return settings?.enabled ? <NavList {...props} kind="tabs" settings={settings} /> : null;
}

export function Thumbs(props: NavProps): ReactNode {
  const settings = props.model.nav.thumbs;
  return settings?.enabled ? <NavList {...props} kind="thumbs" settings={settings} /> : null;
}

/**
 * Tabs and thumbnails (SR7 `<sr7-tabs|sr7-thumbs><sr7-tt-mask><sr7-…-wrap>`): one button per navigable slide,
 * at most `max` at once, windowed around the current slide; sizes scale with the viewport (nav-math.ts).
 */
function NavList(props: NavProps & { kind: Kind; settings: NavListSettings }): ReactNode {
  const strings = useStrataStrings();
  const { slider, frame, attention, settings, kind } = props;
  const level = frame.layout.level;
  const shown = useNavShown(settings, level, attention, slider.clock);
  const { value: index } = useStrata((state) => state.index);
  const { value: slides } = useStrata((state) => state.slides);
  if (!settings.enabled || !settings.show[frame.layout.windowLevel] || !slides) return null;
  const entries = navEntries(slides);
  const current = index ?? 0;
  const { start, end } = navWindow(entries.length, navPosition(entries, current), settings.max[level]);
  const { item, wrapper, padding } = listGeometry(settings, level, frame.viewportWidth, end - start);
  const vertical = settings.direction[level] === 'vertical';
  const span = settings.wrapper.span;
  // A spanning wrapper runs along the whole side of the slider; its items stay centred in it.
  const size = span ? (vertical ? { ...wrapper, height: frame.slider.height } : { ...wrapper, width: frame.slider.width }) : wrapper;
  const placed = placeFor(settings.placement, frame, settings.inOut, vertical);
  const [tx, ty] = placed.translate.split(' ');
  const place = !span ? placed : vertical ? { ...placed, top: frame.slider.top, translate: `${tx} 0%` } : { ...placed, left: frame.slider.left, translate: `0% ${ty}` };
  const along = vertical ? size.height : size.width;
  const lead = (along - (vertical ? wrapper.height : wrapper.width)) / 2 + padding;
  const step = (vertical ? item.height : item.width) + settings.gap;
  const singular = kind === 'tabs' ? 'tab' : 'thumb';
  return (
    <NavShell el={settings} shown={shown} kind={kind} size={size} place={place}>
      <div
        className={`strata-nav-list sr7-${kind} ${settings.skin}${settings.skin === '' ? ' strata-plain' : ''} sr7-nd${vertical ? 'vertical' : 'horizontal'}`}
        role="group"
        aria-label={strings[kind]}
        style={{ width: size.width, height: size.height, background: settings.wrapper.color, translate: `${settings.wrapper.marginX[level]}px ${settings.wrapper.marginY[level]}px` }}
      >
        <div className="sr7-tt-mask">
          <div className={`sr7-${kind}-wrap`}>
            {entries.slice(start, end).map(({ slide, index: slideIndex }, i) => (
              <button
                key={slide.key}
                type="button"
                data-key={slide.key}
                className={`strata-nav-item sr7-${singular}${slideIndex === current ? ' selected' : ''}`}
                aria-label={strings[singular](slideIndex + 1, slide.title)}
                aria-current={slideIndex === current ? 'true' : undefined}
                style={{
                  width: item.width,
                  height: item.height,
                  left: vertical ? padding : lead + i * step,
                  top: vertical ? lead + i * step : padding,
                }}
                onClick={() => slider.api.show(slideIndex)}
                {...touchHover}
              >
                <ItemHtml template={settings.html || DEFAULT_HTML[kind]} slide={slide} resolveUrl={props.resolveUrl} />
              </button>
            ))}
          </div>
        </div>
      </div>
    </NavShell>
  );
}

/** A nav item's inside from its template; the thumbnail is fetched only when the template shows one. */
