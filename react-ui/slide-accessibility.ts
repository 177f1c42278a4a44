import type { SlideModel } from '../engine/index.ts';

/**
 * ARIA attributes of a slide element. Every navigable slide is a `group` with the `slide` role description and a
 * "n / count: title" label (carousel pattern); a static slide has none. The slide's own `acc` settings (SPEC §3
 * slide fields; engine/model/normalize-slide-acc.ts: label, role, live, roledep) take over where set, but only when the module's accessibility is on
 * (SPEC §5), as for layers (layer-appearance.ts).
 */
export function slideAriaAttributes(slide: Pick<SlideModel, 'title' | 'accessibility'>, index: number, count: number, accessibility: boolean): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (index >= 0) {
    attrs['role'] = 'group';
    attrs['aria-roledescription'] = 'slide';
    attrs['aria-label'] = `${index + 1} / ${count}${slide.title ? `: ${slide.title}` : ''}`;
  }
  const acc = accessibility ? slide.accessibility : null;
  if (!acc) return attrs;
  if (acc.label) attrs['aria-label'] = acc.label;
  if (acc.role) attrs['role'] = acc.role;
  if (acc.roleDescription) attrs['aria-roledescription'] = acc.roleDescription;
  if (acc.live) attrs['aria-live'] = acc.live;
  return attrs;
}
