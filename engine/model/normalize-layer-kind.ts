/**
 * What a layer is: its type (wire type + subtype), its HTML tag (SPEC §5: unknown tags fall back to the
 * default tag) and its link.
 */
import { report } from './diagnostics.ts';
import type { LayerModel, LayerType } from './types.ts';
import { ModuleError } from './errors.ts';
import { decodeEntities } from './entities.ts';
import { at, entriesOf, isRecord, readString, type Rec } from './read.ts';
import { isSafeUrl } from './html-text.ts';

const CONTAINER_SUBTYPES = new Set(['row', 'column', 'group', 'zone']);
const PLAIN_TYPES = new Set(['text', 'image', 'video', 'audio', 'svg', 'shape', 'linebreak', 'button', 'container', 'row', 'column', 'group', 'zone']);

/**
 * Maps wire `type`/`subtype` to a LayerType: text+button → button, container+row|column|group|zone →
 * that, shape+image|video → image|video. A missing type is SR7's default layer type, text.
 */
export function layerType(type: unknown, subtype: unknown, path: string): LayerType {
  const t = readString(type, at(path, 'type'), 'text').trim().toLowerCase() || 'text';
  const sub = readString(subtype, at(path, 'subtype'), '').trim().toLowerCase();
  if (t === 'text' && sub === 'button') return 'button';
  if (t === 'container' && CONTAINER_SUBTYPES.has(sub)) return sub as LayerType;
  if (t === 'shape' && (sub === 'image' || sub === 'video')) return sub;
  if (PLAIN_TYPES.has(t)) return t as LayerType;
  // A type we do not know: SR7's default layer type (text), so its content, box and timelines still show; an unknown
  // container kind is a group, so its children keep their place.
  const used: LayerType = t === 'container' ? 'group' : 'text';
  report(at(path, 'type'), 'a layer type (text, button, image, video, audio, svg, shape, container, linebreak)', type, used);
  return used;
}

const TEXT_TAGS = ['div', 'p', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'label', 'section', 'article', 'header', 'footer', 'figure'];
const BOX_TAGS = ['div', 'section', 'article', 'header', 'footer', 'figure', 'a'];
const MEDIA_TAGS = ['div', 'figure', 'span', 'a'];
const TAGS_BY_TYPE: Readonly<Record<LayerType, ReadonlySet<string>>> = {
  text: new Set(TEXT_TAGS), button: new Set(TEXT_TAGS),
  row: new Set(BOX_TAGS), column: new Set(BOX_TAGS), group: new Set(BOX_TAGS), zone: new Set(BOX_TAGS), container: new Set(BOX_TAGS),
  image: new Set(MEDIA_TAGS), video: new Set(MEDIA_TAGS), audio: new Set(MEDIA_TAGS), svg: new Set(MEDIA_TAGS),
  shape: new Set(MEDIA_TAGS), linebreak: new Set(MEDIA_TAGS),
};

/** The layer's tag if the type allows it, else the default: 'a' for a linked layer, 'div' otherwise. */
export function layerTag(raw: unknown, type: LayerType, hasLink: boolean, path: string): string {
  const fallback = hasLink ? 'a' : 'div';
  const tag = readString(raw, path, '').trim().toLowerCase();
  return TAGS_BY_TYPE[type].has(tag) ? tag : fallback;
}

type Link = NonNullable<LayerModel['link']>;
interface LinkSource {
  readonly href: string;
  readonly target: string;
  readonly nofollow: boolean;
}
/** Link actions of one slide by layer id. */
export type LinkMap = ReadonlyMap<string, LinkSource>;

/**
 * Link actions of a slide by layer id: SR7 exports a layer link both as the layer's own href and as a
 * slide action `{a:"link", evt:"click", link, target, flw, src:[layer ids]}`; some exports only have the
 * action. Malformed actions are ignored (actions are not part of the model here).
 */
export function linkActions(actions: unknown, path: string): LinkMap {
  const map = new Map<string, LinkSource>();
  if (actions === undefined || actions === null) return map;
  for (const [, action] of entriesOf(actions, path, 'a list of actions')) {
    if (!isRecord(action) || action.a !== 'link' || typeof action.link !== 'string') continue;
    if (action.evt !== undefined && action.evt !== 'click') continue;
    const src = Array.isArray(action.src) ? action.src : [action.src];
    const source: LinkSource = {
      href: action.link,
      target: typeof action.target === 'string' && action.target !== '' ? action.target : '_self',
      nofollow: action.flw === 'nofollow',
    };
    for (const id of src) if (typeof id === 'string' || typeof id === 'number') map.set(String(id), source);
  }
  return map;
}

/**
 * The layer's link: `href`/`target`/`rel` on the layer, else a link action. Script and data URLs are
 * dropped (checked like the sanitizer does); nofollow → rel "nofollow"; `_blank` adds "noopener".
 */
export function layerLink(layer: Rec, id: string, actions: LinkMap, path: string): Link | null {
  const ownHref = readString(layer.href, at(path, 'href'), '').trim();
  const action = ownHref === '' ? actions.get(id) : undefined;
  const href = ownHref !== '' ? ownHref : (action?.href.trim() ?? '');
  if (href === '' || !isSafeUrl(decodeEntities(href), 'href')) return null;
  const target = (ownHref !== '' ? readString(layer.target, at(path, 'target'), '').trim() : action?.target) || '_self';
  const rels: string[] = [];
  const relRaw = readString(layer.rel, at(path, 'rel'), '');
  if (/\bnofollow\b/i.test(relRaw) || action?.nofollow === true || layer.flw === 'nofollow') rels.push('nofollow');
  if (target === '_blank') rels.push('noopener');
  return { href, target, rel: rels.join(' ') };
}
