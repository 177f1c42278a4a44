import { createElement, memo, useCallback, useContext, useMemo, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { LayerModel, Level } from '../engine/index.ts';
import type { DomLayerHost } from './layer-host.ts';
import { collapsedTopMargin, layerStyles, staticTransformStyle } from './layer-style.ts';
import { layerParts, wrapperStyle } from './layer-parts.ts';
import { accessibilityAttributes, appearanceClasses } from './layer-appearance.ts';
import { useLayerMedia } from './layer-media.tsx';
import { mediaFilterClass } from './media-filter-styles.ts';
import { fillSlideCounters, hasSlideCounter, SlideCounterContext } from './slide-counter.ts';

export interface LayerTreeProps {
  readonly slideKey: string;
  readonly layers: readonly LayerModel[];
  readonly parentId: string | null;
  /** The designed level (ModuleLayout.level): values are read here. */
  readonly level: Level;
  /** The window's level (ModuleLayout.windowLevel): visibility and row breaks are decided here. Default: `level`. */
  readonly windowLevel?: Level;
  readonly scale: number;
  readonly host: DomLayerHost;
  readonly resolveUrl: (src: string) => string;
  /** Restrict top-level layers to one alignment box ('slide' or 'grid'). */
  readonly alignTo?: 'slide' | 'grid';
  /** Ids of layers whose click runs a slide action: keyboard users reach and press them too. */
  readonly clickable?: ReadonlySet<string>;
}

/** Renders the layers whose parent is `parentId`, in flow order (the model's order), recursively. */
export function LayerTree(props: LayerTreeProps): ReactNode {
  const children = props.layers.filter(
    (layer) => layer.parentId === props.parentId && (props.alignTo === undefined || layer.alignTo === props.alignTo),
  );
  return children.map((layer) => <Layer key={layer.id} {...props} layer={layer} />);
}

const CONTAINERS = new Set(['row', 'column', 'group', 'zone', 'container']);

/**
 * One layer. Memoized: its props are the model's own objects and the layout's numbers, so the module's other renders
 * (the zones' height measured, the slider starting, a slide view reading the store) leave the layers alone; putnam's
 * 232 layers rendered three times each before the first slide showed. Context changes (a global slide's counter)
 * still reach them.
 */
const Layer = memo(function Layer(props: LayerTreeProps & { readonly layer: LayerModel }): ReactNode {
  const { layer, slideKey, level, scale, host, resolveUrl } = props;
  const parts = layerParts(layer);
  const elements = useRef<Partial<Record<'outer' | 'content' | 'mask' | 'loop' | 'modifier', HTMLElement | null>>>({});
  const sync = useCallback(() => {
    const { outer, content, mask, loop, modifier } = elements.current;
    host.register(slideKey, layer.id, outer && content ? { outer, content, mask: mask ?? null, loop: loop ?? null, modifier: modifier ?? null } : null);
  }, [host, slideKey, layer.id]);
  // One stable ref callback per part: React calls it with null on unmount, which unregisters the layer.
  const refs = useMemo(() => {
    const make = (part: keyof typeof elements.current) => (el: HTMLElement | null) => {
      elements.current[part] = el;
      sync();
    };
    return { outer: make('outer'), content: make('content'), mask: make('mask'), loop: make('loop'), modifier: make('modifier') };
  }, [sync]);
  // Image (shown once decoded), inlined svg, video/audio element, bg video, and their state flags.
  const media = useLayerMedia(layer, slideKey, resolveUrl);
  const counter = useContext(SlideCounterContext);

  const parent = layer.parentId === null ? undefined : props.layers.find((candidate) => candidate.id === layer.parentId);
  const styles = layerStyles(
    layer.bg.image ? { ...layer, bg: { ...layer.bg, image: { ...layer.bg.image, src: resolveUrl(layer.bg.image.src) } } } : layer,
    level,
    scale,
    parent,
    props.windowLevel ?? level,
  );
  applyCollapsedMargin(styles, layer, parent, props.layers, level, scale, props.windowLevel ?? level);
  const isContainer = CONTAINERS.has(layer.type);
  const className = ['strata-layer', `strata-${layer.type}`, layer.attr.wrapClass].filter(Boolean).join(' ');
  const contentClass = ['strata-content', layer.attr.class, layer.attr.innerClass, ...appearanceClasses(layer), mediaFilterClass(layer.mediaFilter)].filter(Boolean).join(' ');

  let inner: ReactNode = null;
  if (isContainer) {
    inner = <LayerTree {...props} parentId={layer.id} alignTo={undefined} />;
  } else {
    inner = media.inner;
  }

  const tag = layer.link ? 'a' : layer.tag || 'div';
  const contentProps: Record<string, unknown> = {
    ref: refs.content,
    className: contentClass,
    style: styles.content,
    id: layer.attr.id || undefined,
    ...accessibilityAttributes(layer, media.env.accessibility),
  };
  if (layer.link) Object.assign(contentProps, { href: layer.link.href, target: layer.link.target || undefined, rel: layer.link.rel || undefined });
  else if (props.clickable?.has(layer.id) || layer.toggle) Object.assign(contentProps, keyboardButton());
  // Layer HTML was sanitized by the normalizer (no script, handlers or javascript: URLs); svg markup by svg-sanitize.ts.
  const written = media.html ?? layer.content.html;
  const html = counter && written && hasSlideCounter(written) ? fillSlideCounters(written, counter) : written;
  if (!isContainer && inner === null && html) contentProps['dangerouslySetInnerHTML'] = { __html: html };

  let body: ReactNode = createElement(tag, contentProps, contentProps['dangerouslySetInnerHTML'] ? undefined : inner);
  // Wrappers exist only when a timeline or modifier needs them (DOM nodes cost layout on every frame).
  const container = isContainer && layer.type !== 'group';
  if (parts.loop) body = <div ref={refs.loop} className="strata-loop" style={wrapperStyle(container)}>{body}</div>;
  if (parts.mask) body = <div ref={refs.mask} className="strata-mask" style={wrapperStyle(container)}>{body}</div>;
  // The static `tr` transform (SPEC §3) wraps what the timelines move, so the two compose instead of fighting.
  const base = staticTransformStyle(layer);
  if (base) body = <div className="strata-tr" style={{ ...wrapperStyle(container), ...base }}>{body}</div>;
  if (parts.modifier) body = <div ref={refs.modifier} className="strata-modifier" style={wrapperStyle(container)}>{body}</div>;
  const box = (
    <div ref={refs.outer as (el: HTMLDivElement | null) => void} data-strata-layer={layer.id} data-strata-enters={parts.enters ? '' : undefined} data-show-on-hover={layer.showOnHover ? '' : undefined} data-out-of-focus={layer.outOfFocus ? '' : undefined} id={layer.attr.wrapId || undefined} className={className} style={parts.modifierMask ? { ...styles.outer, overflow: 'hidden' } : styles.outer} {...media.outerAttrs}>
      {media.backdrop}
      {body}
    </div>
  );
  return box;
});

/** A column takes over its first flow child's top margin (see collapsedTopMargin); that child drops it. */
function applyCollapsedMargin(styles: { outer: CSSProperties }, layer: LayerModel, parent: LayerModel | undefined, layers: readonly LayerModel[], level: Level, scale: number, windowLevel: Level) {
  const childrenOf = (id: string) => layers.filter((candidate) => candidate.parentId === id);
  const byId = (id: string | null) => (id === null ? undefined : layers.find((candidate) => candidate.id === id));
  if (layer.type === 'column') {
    const collapse = collapsedTopMargin(layer, childrenOf(layer.id), level, parent, windowLevel);
    if (collapse) styles.outer.marginTop = `${Math.round(collapse.margin * (collapse.spacing ? scale : 1))}px`;
  }
  if (parent?.type === 'column' && collapsedTopMargin(parent, childrenOf(parent.id), level, byId(parent.parentId), windowLevel)?.childId === layer.id) styles.outer.marginTop = 0;
}

/**
 * A layer that acts on click but is no link (SR7_225_1's menu button, toggle layers) becomes a keyboard
 * button: focusable, announced as a button, and Enter / Space click it (WAI-ARIA button pattern).
 */
function keyboardButton(): Record<string, unknown> {
  return {
    tabIndex: 0,
    role: 'button',
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.currentTarget.click();
    },
  };
}
