/**
 * The stylesheet of SR7's `mF` media filter looks (the `filters` feature's views, feature-views.ts): built from the
 * same table the GPU stage paints with (engine/model/media-filters.ts), added to a document once the first module
 * that uses a look mounts.
 */
import { MEDIA_FILTERS, type FilterSheet } from '../engine/model/media-filters.ts';

const STYLE_ATTR = 'data-strata-media-filters';

function sheetCss(selector: string, sheet: FilterSheet): string {
  const opacity = sheet.opacity === 1 ? '' : ` opacity: ${sheet.opacity};`;
  return `${selector} { background: ${sheet.fill}; mix-blend-mode: ${sheet.blend};${opacity} }`;
}

/** The stylesheet: each look's filter on the element, its two sheets as ::before (under) and ::after (over). */
export function mediaFilterCss(): string {
  const rules = [
    // The sheets cover the element; they are drawn above its content and take no pointer. A layer's content box is
    // static, so it becomes their containing block; a slide's .strata-bg is absolute already and must stay so.
    '.strata-mf { isolation: isolate; }',
    '.strata-content.strata-mf { position: relative; }',
    ".strata-mf::before, .strata-mf::after { content: ''; position: absolute; inset: 0; pointer-events: none; }",
    '.strata-mf::before { z-index: 30; }',
    '.strata-mf::after { z-index: 40; }',
  ];
  for (const [name, look] of Object.entries(MEDIA_FILTERS)) {
    const cls = `.strata-mf-${name}`;
    if (look.filter) rules.push(`${cls} { filter: ${look.filter}; }`);
    if (look.before) rules.push(sheetCss(`${cls}::before`, look.before));
    if (look.after) rules.push(sheetCss(`${cls}::after`, look.after));
  }
  return rules.join('\n');
}

/** Adds the stylesheet to `doc` unless it is there already (it is shared by every module and never removed). */
export function ensureMediaFilterStyles(doc: Document): void {
  if (doc.head.querySelector(`style[${STYLE_ATTR}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ATTR, '');
  style.textContent = mediaFilterCss();
  doc.head.append(style);
}
