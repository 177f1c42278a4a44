/**
 * Allowlist HTML sanitizer for layer text (SPEC §3 "content (text …)"; layer HTML is author-written but
 * modules may come from anywhere). Runs in Node without a DOM: a small tokenizer re-emits only allowed
 * tags and attributes, built by us and escaped, so nothing a browser could re-parse differently survives.
 * Its own chunk (issue 18: the `markup` feature reader): text without a tag needs none of it (html-text.ts).
 */
import { decodeEntities, escapeAttr } from './entities.ts';
import { isSafeUrl, plainHtml } from './html-text.ts';
import { parseTag, type RawTag } from './sanitize-tag.ts';

const ALLOWED_TAGS = new Set([
  'b', 'strong', 'i', 'em', 'u', 's', 'span', 'br', 'p', 'a', 'sup', 'sub', 'small', 'mark', 'img',
  'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'code',
]);
const VOID_TAGS = new Set(['br', 'img']);
/**
 * Dropped together with everything up to their end tag (their content is code, raw text or foreign
 * markup). Void ones such as <embed> have no content and are simply not on the allowlist.
 */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'noscript', 'template', 'textarea', 'title', 'xmp',
  'noembed', 'noframes', 'frameset', 'plaintext', 'svg', 'math', 'select', 'applet',
]);
const ALLOWED_ATTRS = new Set(['class', 'style', 'href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height']);

function isSafeStyle(decoded: string): boolean {
  const css = decoded.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\/g, '').replace(/\s+/g, '').toLowerCase();
  return !/expression\(|javascript:|vbscript:|-moz-binding|behavior:|@import|url\((['"]?)data:(?!image\/)/.test(css);
}

function isAllowedAttrName(name: string): boolean {
  if (name.startsWith('on')) return false;
  if (ALLOWED_ATTRS.has(name)) return true;
  return /^(aria|data)-[a-z0-9_.-]+$/.test(name);
}

function sanitizeAttrs(tag: Extract<RawTag, { kind: 'start' }>): string {
  let out = '';
  const seen = new Set<string>();
  let target = '';
  let rel = '';
  for (const { name, value } of tag.attrs) {
    if (seen.has(name) || !isAllowedAttrName(name)) continue;
    seen.add(name);
    const decoded = decodeEntities(value);
    if ((name === 'href' || name === 'src') && !isSafeUrl(decoded, name)) continue;
    if (name === 'style' && !isSafeStyle(decoded)) continue;
    if (name === 'target') {
      if (!/^[\w-]+$/.test(decoded)) continue;
      target = decoded.toLowerCase();
    }
    if (name === 'rel') {
      rel = decoded;
      continue;
    }
    out += ` ${name}="${escapeAttr(decoded)}"`;
  }
  // A new window must not get `window.opener` (reverse tabnabbing).
  if (tag.name === 'a' && target === '_blank' && !/\bnoopener\b/i.test(rel)) rel = `${rel} noopener`.trim();
  if (rel !== '') out += ` rel="${escapeAttr(rel)}"`;
  return out;
}

const escapeText = (text: string): string => plainHtml(text.replace(/</g, '&lt;'));

/** Index just past `</name …>` (case-insensitive), or the end of the input when it is never closed. */
function skipPast(html: string, from: number, name: string): number {
  const re = new RegExp(`</${name}[\\s/>]`, 'ig');
  re.lastIndex = from;
  const m = re.exec(html);
  if (!m) return html.length;
  const close = html.indexOf('>', m.index);
  return close < 0 ? html.length : close + 1;
}

/**
 * Returns HTML containing only allowlisted tags (b, strong, i, em, u, s, span, br, p, a, sup, sub,
 * small, mark, img, ul, ol, li, h1–h6, div, code) and attributes (class, style, href, target, rel,
 * title, src, alt, width, height, aria-*, data-*). Scripts, styles, frames, event handlers and
 * script/data URLs are removed; stray `<`/`>` are escaped; unclosed tags are closed; text is kept.
 *
 * @example
 * ```ts
 * sanitizeHtml('<b>Hi</b><img src=x onerror=alert(1)>') // → '<b>Hi</b><img src="x">'
 * ```
 */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    const tag = parseTag(html, lt);
    if (tag === null) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (tag.kind === 'skip') continue;
    if (tag.kind === 'start' && DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.selfClosing) i = skipPast(html, i, tag.name);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (tag.kind === 'start') {
      out += `<${tag.name}${sanitizeAttrs(tag)}>`;
      if (!VOID_TAGS.has(tag.name) && !tag.selfClosing) open.push(tag.name);
    } else if (tag.name === 'br') {
      out += '<br>'; // browsers treat `</br>` as `<br>`, and real exports use it ("Happy </br>Participants")
    } else if (open.includes(tag.name)) {
      // Close everything opened after it, keeping the output well-formed.
      for (let top = open.pop(); top !== undefined; top = open.pop()) {
        out += `</${top}>`;
        if (top === tag.name) break;
      }
    }
  }
  for (let top = open.pop(); top !== undefined; top = open.pop()) out += `</${top}>`;
  return out;
}
