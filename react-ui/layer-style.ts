import type { CSSProperties } from 'react';
import type { Length, LayerModel, Level } from '../engine/index.ts';
import { spikeClipPath } from '../engine/layout/spike.ts';
import { appearanceStyles } from './layer-appearance.ts';
import { imageFillStyle } from './image-fill-style.ts';
import { STATIC_TRANSFORM_PERSPECTIVE } from '../engine/model/normalize-transform.ts';

/**
 * CSS for a layer's outer box ([data-strata-layer], whose client rect IS the layer's box) and its
 * content element, at one responsive level and scale. Pure, so the layout rules are unit-tested in Node.
 *
 * Box rules (measured against ../shared/fixtures/sr7/reference): sizes are border-box; padding and
 * border are inside the box, margins outside; absolute layers are placed by x/y from the h/v anchor of
 * their reference box; relative layers flow inside rows, columns, groups and zones and ignore x/y.
 */
export interface LayerStyles {
  readonly outer: CSSProperties;
  readonly content: CSSProperties;
}

const px = (value: number, scale: number) => `${Math.round(value * scale * 100) / 100}px`;
const wholePx = (value: number, scale: number) => `${Math.round(value * scale)}px`;
/** SR7 writes scaled margins and paddings as whole pixels (SR7_225_1 at 778 px: a 20 px margin × 0.76 lands at 15, not 15.2). */
const spacePx = (value: number, scale: number) => `${Math.round(value * scale)}px`;

export function cssLength(length: Length | null, scale: number): string | undefined {
  if (length === null) return undefined;
  if (length === 'auto') return 'auto';
  if (typeof length === 'number') return px(length, scale);
  return `${length.pct}%`;
}

const FLOW_CONTAINERS = new Set(['row', 'column', 'zone']);

export function isFlowChild(layer: LayerModel): boolean {
  return layer.pos.position === 'relative';
}

function offsetPosition(layer: LayerModel, level: Level, scale: number, outer: CSSProperties) {
  const x = layer.pos.x[level];
  const y = layer.pos.y[level];
  const h = layer.pos.h[level];
  const v = layer.pos.v[level];
  const xv = x === 'auto' ? '0px' : (cssLength(x, scale) ?? '0px');
  const yv = y === 'auto' ? '0px' : (cssLength(y, scale) ?? '0px');
  const translate: [string, string] = ['0', '0'];
  if (h === 'right') outer.right = xv;
  else if (h === 'center') {
    // Centred on the parent's middle, also when wider than the parent (lasak's 1545 px title). The -50% right margin
    // gives an auto-width layer the parent's whole width before its text wraps, as SR7 measures it (a left of 50%
    // alone would leave it half); a word wider than that still sets its width (starnext's 1542 px "Starnext").
    Object.assign(outer, { left: `calc(50% + ${xv})`, marginRight: '-50%' });
    translate[0] = '-50%';
  } else outer.left = xv;
  if (v === 'bottom') outer.bottom = yv;
  else if (v === 'middle') {
    outer.top = `calc(50% + ${yv})`;
    translate[1] = '-50%';
  } else outer.top = yv;
  if (translate[0] !== '0' || translate[1] !== '0') outer.translate = `${translate[0]} ${translate[1]}`;
}

/** Whether a row's columns stack at this level (SR7 row `break`). */
export function rowStacks(row: LayerModel | undefined, level: Level): boolean {
  return row?.rowBreak !== null && row?.rowBreak !== undefined && level >= row.rowBreak;
}

/**
 * SR7's runtime makes a column a table cell, unless it is a whole row ("1/1") or its row has broken into a stack at
 * this level, when it is a plain block. A table cell holds its children's margins (putnam-solar-system: a column
 * starts at the row top and its first text 30 px lower); a block lets its first in-flow child's top margin collapse
 * through it (SR7_225_1's "1/1" column starts 20 px down, where its logo's 20 px margin ends, while the row keeps
 * the full height). Our column is a flex item (equal-height columns), which holds the margin, so for a block column
 * the margin moves from that child to the column. Returns the child's id and the margin (grid px), or null.
 */
export function collapsedTopMargin(column: LayerModel, children: readonly LayerModel[], level: Level, row?: LayerModel, windowLevel: Level = level): { readonly childId: string; readonly margin: number; readonly spacing: boolean } | null {
  if (column.type !== 'column' || column.padding.t[level] !== 0 || column.border.width.t[level] !== 0) return null;
  if ((column.size.col ?? 1) < 1 && !rowStacks(row, windowLevel)) return null;
  const first = children.find(
    (child) => child.pos.position === 'relative' && (child.pos.float[level] ?? 'none') === 'none' && (child.visible[windowLevel] ?? true) && child.display[level] !== 'none',
  );
  const margin = first?.margin.t[level] ?? 0;
  return first && margin > 0 ? { childId: first.id, margin, spacing: first.fluid.spacing } : null;
}

/**
 * `parent` is the layer's parent (the row, for a column). `level` is the designed level values are read at,
 * `windowLevel` the window's (visibility and row breaks, as SR7 compares them: ModuleLayout.windowLevel).
 */
export function layerStyles(layer: LayerModel, level: Level, responsiveScale: number, parent?: LayerModel, windowLevel: Level = level): LayerStyles {
  // SR7 `fluid`: without it a layer keeps its box in grid px (see DEFAULT_FLUID in engine/model).
  const scale = layer.fluid.geometry ? responsiveScale : 1;
  const outer: CSSProperties = { zIndex: layer.zIndex, boxSizing: 'border-box' };
  const content: CSSProperties = { boxSizing: 'border-box' };
  const flow = isFlowChild(layer);
  const display = layer.display[level] ?? 'block';
  const visible = layer.visible[windowLevel] ?? true;

  if (layer.type === 'zone') {
    // Zones span the slide's width and sit at its top, middle or bottom (SR7 "TOP/MIDDLE/BOTTOM ROWS"),
    // over the slide's other layers (SPEC §9: zone z-index 100+1).
    Object.assign(outer, { position: 'absolute', left: 0, right: 0, zIndex: 101 });
    const v = layer.pos.v[level];
    if (v === 'bottom') outer.bottom = 0;
    else if (v === 'middle') Object.assign(outer, { top: '50%', translate: '0 -50%' });
    else outer.top = 0;
  } else if (flow) {
    outer.position = 'relative';
    outer.display = layer.type === 'row' || layer.type === 'linebreak' ? 'block' : display === 'inline-block' ? 'inline-block' : 'block';
    // An inline-block flow layer lines up in its line by its column's vA, elsewhere its own v (model `pos.lineAlign`): home's
    // "JSC HACK" and the "Register Now" group beside it centre on one axis, the shorter group 11 px down at 480 px.
    if (layer.type !== 'row' && layer.type !== 'column') {
      const v = layer.pos.lineAlign[level];
      outer.verticalAlign = v === 'middle' ? 'middle' : v === 'bottom' ? 'bottom' : 'top';
    }
    const float = layer.pos.float[level];
    const clear = layer.pos.clear[level];
    if (float && float !== 'none') outer.float = float;
    if (clear && clear !== 'none') outer.clear = clear;
  } else {
    outer.position = 'absolute';
    // SR7's fluid `sp` scales an absolute layer's x/y offsets (not `tr`, which scales its size): starnext's service
    // list (fluid tx/tr) keeps its 100 px from the left at 480 px.
    offsetPosition(layer, level, layer.fluid.spacing ? responsiveScale : 1, outer);
  }

  if (layer.type === 'column' && rowStacks(parent, windowLevel)) {
    Object.assign(outer, { display: 'block', width: '100%' });
  } else if (layer.type === 'column') {
    const fraction = layer.size.col ?? 1;
    Object.assign(outer, { flex: `0 0 ${fraction * 100}%`, maxWidth: `${fraction * 100}%`, display: 'flex', flexDirection: 'column' });
    const va = layer.verticalAlign;
    outer.justifyContent = va === 'middle' ? 'center' : va === 'bottom' ? 'flex-end' : 'flex-start';
  } else if (layer.type === 'linebreak') {
    // A line break is as tall as its size.h (starnext: "10px" measures 10 / 7.6 / 6.2 at 1240 / 778 / 480), not
    // rounded; most exports write "0px".
    const h = layer.size.h[level] ?? 'auto';
    Object.assign(outer, { width: '100%', height: typeof h === 'number' ? `${h * scale}px` : h === 'auto' ? 0 : cssLength(h, scale), clear: 'both' });
  } else if (layer.type !== 'zone' && layer.type !== 'row') {
    const w = layer.size.w[level] ?? 'auto';
    const h = layer.size.h[level] ?? 'auto';
    outer.width = layer.size.cover ? '100%' : cssLength(w, scale);
    outer.height = layer.size.cover ? '100%' : cssLength(h, scale);
    // A centred absolute layer (offsetPosition) is as wide as its content, up to its parent's width.
    if (outer.marginRight === '-50%' && outer.width === 'auto') outer.width = 'fit-content';
  }
  const minW = cssLength(layer.size.minW[level] ?? null, scale);
  const minH = cssLength(layer.size.minH[level] ?? null, scale);
  const maxW = cssLength(layer.size.maxW[level] ?? null, scale);
  const maxH = cssLength(layer.size.maxH[level] ?? null, scale);
  if (minW && minW !== 'auto') outer.minWidth = minW;
  if (minH && minH !== 'auto') outer.minHeight = minH;
  if (maxW && maxW !== 'auto') outer.maxWidth = maxW;
  if (maxH && maxH !== 'auto') outer.maxHeight = maxH;

  const m = layer.margin;
  const p = layer.padding;
  // SR7 `fluid`: spacing and text follow the responsive scale only when the layer asks for it.
  const spacingScale = layer.fluid.spacing ? responsiveScale : 1;
  const textScale = layer.fluid.text ? responsiveScale : 1;
  if (layer.type === 'row') {
    // A row's box spans its zone; its margins become inner spacing around the columns (SR7 rows).
    Object.assign(content, {
      display: rowStacks(layer, windowLevel) ? 'block' : 'flex',
      alignItems: 'stretch',
      paddingTop: spacePx(m.t[level] + p.t[level], spacingScale),
      paddingRight: spacePx(m.r[level] + p.r[level], spacingScale),
      paddingBottom: spacePx(m.b[level] + p.b[level], spacingScale),
      paddingLeft: spacePx(m.l[level] + p.l[level], spacingScale),
    });
  } else if (layer.type !== 'linebreak') {
    if (flow) {
      Object.assign(outer, {
        marginTop: spacePx(m.t[level], spacingScale),
        marginRight: spacePx(m.r[level], spacingScale),
        marginBottom: spacePx(m.b[level], spacingScale),
        marginLeft: spacePx(m.l[level], spacingScale),
      });
    }
    Object.assign(content, {
      paddingTop: spacePx(p.t[level], spacingScale),
      paddingRight: spacePx(p.r[level], spacingScale),
      paddingBottom: spacePx(p.b[level], spacingScale),
      paddingLeft: spacePx(p.l[level], spacingScale),
    });
  }
  if (!FLOW_CONTAINERS.has(layer.type)) Object.assign(content, { width: '100%', height: '100%' });
  if (FLOW_CONTAINERS.has(layer.type) || layer.type === 'group') {
    // A container's text-align lines up its inline-block children and is inherited by their text, as in SR7's plain
    // block containers (putnam-solar-system: values right-aligned in their column, a tagline centred in its own).
    const align = layer.textAlign[level];
    if (align && align !== 'inherit') content.textAlign = align as CSSProperties['textAlign'];
    // Its line height is the strut of the lines its inline-block children sit in, scaled like a text's: putnam's
    // column (lh 25) holds a 15 px icon in a 24 px line at 480 px, not in one of the page's 'normal' line height.
    const lh = layer.lineHeight[level];
    if (lh !== null && lh !== undefined) content.lineHeight = wholePx(lh, textScale);
  }
  if (layer.type === 'column') content.width = '100%';

  // Appearance lives on the content element so in/out timelines can move it without moving the box.
  if (layer.bg.color) content.backgroundColor = layer.bg.color;
  if (layer.bg.image) Object.assign(content, imageFillStyle(layer.bg.image, layer.bg.image.src));
  // A gradient written as the layer's colour (SR7 `bg.color` {type: linear/radial, string}) paints under its image
  // (starnext's "Call Now" buttons are a blue gradient).
  if (layer.bg.gradient) content.backgroundImage = content.backgroundImage ? `${content.backgroundImage}, ${layer.bg.gradient}` : layer.bg.gradient;
  const bw = layer.border.width;
  if (layer.border.style && layer.border.style !== 'none') {
    Object.assign(content, {
      borderStyle: layer.border.style,
      borderColor: layer.border.color,
      borderTopWidth: px(bw.t[level], scale),
      borderRightWidth: px(bw.r[level], scale),
      borderBottomWidth: px(bw.b[level], scale),
      borderLeftWidth: px(bw.l[level], scale),
    });
  }
  const r = layer.radius;
  if ([r.t, r.r, r.b, r.l].some((value) => value && value !== '0' && value !== '0px')) {
    content.borderRadius = `${r.t || 0} ${r.r || 0} ${r.b || 0} ${r.l || 0}`;
  }
  Object.assign(content, appearanceStyles(layer, level, scale, textScale));
  if (layer.type === 'text' || layer.type === 'button') {
    Object.assign(content, {
      fontFamily: layer.font.family || undefined,
      fontSize: wholePx(layer.font.size[level], textScale),
      fontWeight: layer.font.weight[level],
      fontStyle: layer.font.style,
      letterSpacing: px(layer.font.letterSpacing[level], textScale),
      color: layer.color[level],
      textAlign: (layer.textAlign[level] as CSSProperties['textAlign']) || undefined,
      whiteSpace: cssWhiteSpace(layer, level, parent),
      textTransform: (layer.content.textTransform as CSSProperties['textTransform']) || undefined,
    });
    const lh = layer.lineHeight[level];
    content.lineHeight = lh === null || lh === undefined ? 'normal' : wholePx(lh, textScale);
    content.display = 'block';
    content.textDecoration = 'none';
  }
  if (layer.overflow === 'hidden') content.overflow = 'hidden';
  // SR7 spike: the edge cuts clip the layer's box, so the cut-away corners neither show nor take the pointer; a
  // clip reveal from a timeline (on the mask or content inside) cuts within that.
  if (layer.spike) outer.clipPath = spikeClipPath(layer.spike);
  // SPEC §5: the back face stays hidden (as in SR7) until a frame or the static `tr` turns the layer past 90°.
  content.backfaceVisibility = layer.backfaceVisible ? 'visible' : 'hidden';
  if (layer.blend && layer.blend !== 'normal') outer.mixBlendMode = layer.blend as CSSProperties['mixBlendMode'];
  outer.pointerEvents = layer.pointerEvents;
  // SR7 uS: selectable text, and the layer takes the pointer (selecting needs it) whatever pE says.
  if (layer.userSelect) {
    outer.pointerEvents = 'auto';
    Object.assign(outer, { userSelect: 'text', WebkitUserSelect: 'text' });
  }
  if (layer.cursor) outer.cursor = layer.cursor;
  if (!visible || display === 'none') outer.display = 'none';
  return { outer, content };
}

/**
 * SR7's `ws` as its runtime applies it to text: "full" (the default) wraps, "content" does not; an explicit "normal"
 * on a layer that sizes itself (auto width, no max width) does not wrap either, unless the layer flows in a column
 * or group, whose width it takes. Other words are CSS's own.
 */
export function cssWhiteSpace(layer: LayerModel, level: Level, parent?: LayerModel): CSSProperties['whiteSpace'] {
  const ws = layer.whiteSpace[level] ?? 'full';
  if (ws === 'full') return 'normal';
  if (ws === 'content') return 'nowrap';
  if (ws === 'normal') {
    const sizesItself = (layer.size.w[level] ?? 'auto') === 'auto' && (layer.size.maxW[level] ?? null) === null;
    const flowsInParent = isFlowChild(layer) && (parent?.type === 'column' || parent?.type === 'group');
    return sizesItself && !flowsInParent ? 'nowrap' : 'normal';
  }
  return (ws as CSSProperties['whiteSpace']) || undefined;
}

/**
 * CSS of the wrapper that carries a layer's static base transform (wire `tr`, SPEC §3), as SR7 styles its
 * `sr7-mask`: `perspective(600px) rotate(rZ) rotateY(rY) rotateX(rX)` and the opacity. It sits outside the
 * elements the timelines and hover tweens write to, so no tween ever writes it; null = no wrapper.
 */
export function staticTransformStyle(layer: Pick<LayerModel, 'staticTransform'>): CSSProperties | null {
  const tr = layer.staticTransform;
  if (!tr) return null;
  const style: CSSProperties = {
    transform: `perspective(${STATIC_TRANSFORM_PERSPECTIVE}px) rotate(${tr.rotationZ}deg) rotateY(${tr.rotationY}deg) rotateX(${tr.rotationX}deg)`,
  };
  if (tr.opacity !== 1) style.opacity = tr.opacity;
  return style;
}
