/**
 * SVG files are fetched and inlined (SPEC §7), so their markup becomes part of the page: it must not run
 * code, load other documents or restyle the page. Like engine/model/sanitize.ts this runs without a DOM:
 * the same tokenizer reads the tags and only allowlisted elements and attributes are re-emitted, built by
 * us and escaped. Element and attribute names come out lower-case; the HTML parser that inlines them
 * restores SVG's camelCase (viewBox, linearGradient, …) itself.
 */
import { decodeEntities, escapeAttr } from '../engine/model/entities.ts';
import { parseTag, type RawTag } from '../engine/model/sanitize-tag.ts';

const ALLOWED_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'switch', 'view',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textpath',
  'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'pattern', 'marker',
  'animatetransform', 'animatemotion', 'mpath',
  'filter', 'feblend', 'fecolormatrix', 'fecomponenttransfer', 'fecomposite', 'feconvolvematrix',
  'fediffuselighting', 'fedisplacementmap', 'fedistantlight', 'fedropshadow', 'feflood', 'fefunca',
  'fefuncb', 'fefuncg', 'fefuncr', 'fegaussianblur', 'femerge', 'femergenode', 'femorphology',
  'feoffset', 'fepointlight', 'fespecularlighting', 'fespotlight', 'fetile', 'feturbulence',
]);
/**
 * Dropped with everything inside: code (script, handler), HTML islands (foreignObject), page-wide CSS
 * (an inlined <style> applies to the whole page), and `animate`/`set`, which can rewrite an href into a
 * script URL after sanitizing. Unknown elements not listed here lose their tag but keep their content.
 */
const DROP_WITH_CONTENT = new Set([
  'script', 'foreignobject', 'style', 'animate', 'set', 'handler', 'listener', 'iframe', 'object',
  'embed', 'noscript', 'template', 'metadata', 'math', 'textarea',
]);
const URL_ATTRS = new Set(['href', 'xlink:href', 'src']);
const SAFE_SCHEMES = new Set(['http', 'https']);

/** What a browser ignores inside a URL or CSS keyword: whitespace, controls, soft hyphens, zero-widths. */
function compact(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase();
}

/** `use` may only point into this document (`#id`); an image may load http(s), relative or data:image URLs. */
function isSafeRef(element: string, decoded: string): boolean {
  const url = compact(decoded);
  if (url.startsWith('#')) return true;
  if (element !== 'image') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url);
  if (!scheme) return !url.startsWith('//') && !url.startsWith('\\');
  return SAFE_SCHEMES.has(scheme[1] ?? '') || url.startsWith('data:image/') && !url.startsWith('data:image/svg');
}

/** Paint servers and filters may only reference this document (`url(#id)`), never another file or a script. */
function isSafeValue(decoded: string): boolean {
  const css = compact(decoded.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\/g, ''));
  if (/javascript:|vbscript:|data:text|expression\(|-moz-binding|behavior:|@import/.test(css)) return false;
  return !/url\((?!['"]?#)/.test(css);
}

function isAllowedAttrName(name: string): boolean {
  if (name.startsWith('on')) return false;
  return /^[a-z][a-z0-9_.:-]*$/.test(name);
}

export interface SvgSanitizeOptions {
  /**
   * Make the outermost <svg> fill its box (width/height 100%). Its own width/height become the viewBox
   * when it has none, so the drawing scales instead of being cropped.
   */
  readonly fill?: boolean;
}

function rootAttrs(attrs: Array<{ name: string; value: string }>): Array<{ name: string; value: string }> {
  const width = attrs.find((a) => a.name === 'width')?.value;
  const height = attrs.find((a) => a.name === 'height')?.value;
  const rest = attrs.filter((a) => a.name !== 'width' && a.name !== 'height');
  const num = (v: string | undefined) => (v !== undefined && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(v) ? Number.parseFloat(v) : null);
  const w = num(width);
  const h = num(height);
  if (!rest.some((a) => a.name === 'viewbox') && w !== null && h !== null && w > 0 && h > 0) rest.push({ name: 'viewbox', value: `0 0 ${w} ${h}` });
  rest.push({ name: 'width', value: '100%' }, { name: 'height', value: '100%' });
  return rest;
}

function cleanAttrs(tag: Extract<RawTag, { kind: 'start' }>): Array<{ name: string; value: string }> {
  const out: Array<{ name: string; value: string }> = [];
  const seen = new Set<string>();
  for (const { name, value } of tag.attrs) {
    if (seen.has(name) || !isAllowedAttrName(name)) continue;
    seen.add(name);
    const decoded = decodeEntities(value);
    if (URL_ATTRS.has(name) ? !isSafeRef(tag.name, decoded) : !isSafeValue(decoded)) continue;
    out.push({ name, value: decoded });
  }
  return out;
}

function skipPast(svg: string, from: number, name: string): number {
  const re = new RegExp(`</${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s/>]`, 'ig');
  re.lastIndex = from;
  const m = re.exec(svg);
  if (!m) return svg.length;
  const close = svg.indexOf('>', m.index);
  return close < 0 ? svg.length : close + 1;
}

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Returns the SVG markup with only drawing elements and safe attributes left, or '' when there is no
 * <svg> element in it. Removed: scripts, event handlers, foreignObject, <style>, animate/set,
 * `javascript:` and external references (`use` and paint `url()` stay inside the document).
 *
 * @example
 * ```ts
 * sanitizeSvg('<svg onload="x()"><script>x()</script><path d="M0 0"/></svg>') // → '<svg><path d="M0 0"></path></svg>'
 * ```
 */
export function sanitizeSvg(svg: string, options: SvgSanitizeOptions = {}): string {
  let out = '';
  const open: string[] = [];
  let sawRoot = false;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    if (lt < 0) {
      if (open.length > 0) out += escapeText(svg.slice(i));
      break;
    }
    // Text outside the root (whitespace after the XML prolog, stray words) is not part of the drawing.
    if (open.length > 0) out += escapeText(svg.slice(i, lt));
    const tag = parseTag(svg, lt);
    if (tag === null) {
      if (open.length > 0) out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (tag.kind === 'skip') continue;
    if (tag.kind === 'start' && DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.selfClosing) i = skipPast(svg, i, tag.name);
      continue;
    }
    if (!ALLOWED_ELEMENTS.has(tag.name)) continue;
    if (tag.kind === 'start') {
      if (open.length === 0 && (tag.name !== 'svg' || sawRoot)) continue; // one root, and it is an <svg>
      let attrs = cleanAttrs(tag);
      if (open.length === 0) {
        sawRoot = true;
        if (options.fill === true) attrs = rootAttrs(attrs);
      }
      out += `<${tag.name}${attrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('')}>`;
      // Self-closing tags are closed explicitly: the HTML parser honours `/>` only inside SVG content.
      if (tag.selfClosing) out += `</${tag.name}>`;
      else open.push(tag.name);
    } else if (open.includes(tag.name)) {
      for (let top = open.pop(); top !== undefined; top = open.pop()) {
        out += `</${top}>`;
        if (top === tag.name) break;
      }
    }
  }
  for (let top = open.pop(); top !== undefined; top = open.pop()) out += `</${top}>`;
  return sawRoot ? out : '';
}
