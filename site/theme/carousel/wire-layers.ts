/**
 * Small builders for the SR7 wire format (../shared/sr7/FORMAT.md §9 layer defaults) that the theme's generated
 * carousel modules are made of. Every value is the same on the five responsive levels: the module is regenerated
 * for the card size instead (carousel-module.ts).
 */

const five = <T,>(value: T): T[] => [value, value, value, value, value];
const px = (n: number) => `${Math.round(n)}px`;

/** Plain text for a text layer's HTML content. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface TextLayerSpec {
  readonly id: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** Wrap width (px); absent: as wide as the text. */
  readonly w?: number;
  readonly size: number;
  readonly lineHeight: number;
  readonly weight?: number;
  readonly color: string;
  readonly align?: 'left' | 'center';
  readonly tag?: 'p' | 'div' | 'span' | 'h3' | 'figure';
  readonly letterSpacing?: number;
  /** Decorative text (a quote mark, stars, initials) is hidden from assistive technology. */
  readonly decorative?: boolean;
}

export function textLayer(spec: TextLayerSpec): Record<string, unknown> {
  return {
    id: spec.id,
    type: 'text',
    tag: spec.tag ?? 'div',
    content: { text: escapeText(spec.text) },
    pos: { x: five(px(spec.x)), y: five(px(spec.y)), pos: 'absolute' },
    size: { w: five(spec.w === undefined ? 'auto' : px(spec.w)), h: five('auto') },
    font: { size: five(px(spec.size)), weight: five(String(spec.weight ?? 400)), ls: five(px(spec.letterSpacing ?? 0)) },
    lh: five(px(spec.lineHeight)),
    color: five(spec.color),
    tA: five(spec.align ?? 'left'),
    ...(spec.decorative ? { acc: { hidden: true } } : {}),
    zIndex: 10,
  };
}

/** A filled box (an avatar disc, a logo mark); `radius` in px or a CSS length such as '50%'. */
export function shapeLayer(spec: { id: string; x: number; y: number; w: number; h: number; color: string; radius: number | string }): Record<string, unknown> {
  const r = typeof spec.radius === 'number' ? px(spec.radius) : spec.radius;
  return {
    id: spec.id,
    type: 'shape',
    pos: { x: five(px(spec.x)), y: five(px(spec.y)), pos: 'absolute' },
    size: { w: five(px(spec.w)), h: five(px(spec.h)) },
    bg: { color: { type: 'solid', orig: spec.color, string: spec.color } },
    radius: { t: r, r, b: r, l: r },
    acc: { hidden: true },
    zIndex: 5,
  };
}

/** The slide's background layer (subtype slidebg): the card's colour. */
export function slideBackground(color: string): Record<string, unknown> {
  return { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: { type: 'solid', orig: color, string: color } } };
}
