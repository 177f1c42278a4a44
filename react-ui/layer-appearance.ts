import type { CSSProperties } from 'react';
import type { LayerModel, Level } from '../engine/index.ts';

/**
 * CSS of the appearance extras (engine/model/types-appearance.ts) for a layer's content element, and its
 * accessibility attributes. Pure, like layer-style.ts, which merges these styles into the content's.
 *
 * Scaling: box shadows follow the responsive scale like borders do (they belong to the box); text
 * shadows and strokes follow the text (`fluid.tx`), so a shadow keeps its size relative to the glyphs.
 */

const px = (value: number, scale: number) => `${Math.round(value * scale * 100) / 100}px`;

/** SVG colouring is applied by strata.css rules keyed on these classes and custom properties. */
export const SVG_FILL_CLASS = 'strata-svg-fill';
export const SVG_STROKE_CLASS = 'strata-svg-stroke';

export function appearanceStyles(layer: LayerModel, level: Level, scale: number, textScale: number): CSSProperties {
  const css: CSSProperties & Record<`--${string}`, string> = {};
  const { boxShadow, textShadow, textStroke, svg } = layer.appearance;
  if (boxShadow && boxShadow.color[level] !== 'transparent') {
    const b = boxShadow;
    css.boxShadow = `${b.inset ? 'inset ' : ''}${px(b.h[level], scale)} ${px(b.v[level], scale)} ${px(b.blur[level], scale)} ${px(b.spread[level], scale)} ${b.color[level]}`;
  }
  if (textShadow && textShadow.color[level] !== 'transparent') {
    const t = textShadow;
    css.textShadow = `${px(t.h[level], textScale)} ${px(t.v[level], textScale)} ${px(t.blur[level], textScale)} ${t.color[level]}`;
  }
  if (textStroke && textStroke.width[level] > 0 && textStroke.color[level] !== 'transparent') {
    css.WebkitTextStroke = `${px(textStroke.width[level], textScale)} ${textStroke.color[level]}`;
  }
  if (svg?.fill) css['--strata-svg-fill'] = svg.fill;
  if (svg?.stroke) {
    css['--strata-svg-stroke'] = svg.stroke.color;
    css['--strata-svg-stroke-width'] = px(svg.stroke.width, scale);
    css['--strata-svg-stroke-dash'] = svg.stroke.dash || 'none';
    css['--strata-svg-stroke-offset'] = px(svg.stroke.offset, scale);
  }
  return css;
}

/** Extra classes of the content element (SVG colouring). */
export function appearanceClasses(layer: LayerModel): string[] {
  const svg = layer.appearance.svg;
  return [svg?.fill ? SVG_FILL_CLASS : '', svg?.stroke ? SVG_STROKE_CLASS : ''].filter(Boolean);
}

/**
 * ARIA attributes of the layer's content element. SPEC §5: accessibility attributes apply only when
 * accessibility is enabled for the module (`ModuleModel.accessibility`); otherwise none are rendered.
 */
export function accessibilityAttributes(layer: LayerModel, enabled: boolean): Record<string, string> {
  const acc = layer.appearance.accessibility;
  if (!enabled || acc === null) return {};
  const attrs: Record<string, string> = {};
  if (acc.label) attrs['aria-label'] = acc.label;
  if (acc.hidden) attrs['aria-hidden'] = 'true';
  if (acc.role) attrs['role'] = acc.role;
  if (acc.live) attrs['aria-live'] = acc.live;
  return attrs;
}
