/**
 * Slide actions: wire `slide.actions` → typed, fully defaulted SlideAction list (SPEC §3 "Action").
 * Value forms seen in real exports: `s: "1000ms"`, `offset: "-50px"`, `d: ""`, `src` as a list of numbers,
 * `target` as a list of layer ids, an anchor string, or a link target as a string or a one-item list.
 */
import { ModuleError } from './errors.ts';
import { decodeEntities } from './entities.ts';
import { at, isRecord, readBool, readEnum, readNumber, readRecord, readString, type Rec } from './read.ts';
import { isSafeUrl } from './html-text.ts';
import { DEFAULT_SCROLL_EASE, DEFAULT_SCROLL_SPEED, sr7ModalSlide } from './action-values.ts';
import type { ActionBase, ActionEvent, ModalSlide, SlideAction } from './types-actions.ts';

export { DEFAULT_SCROLL_EASE, DEFAULT_SCROLL_SPEED, modalSlideArgument, sr7ModalSlide } from './action-values.ts';

const EVENTS: readonly ActionEvent[] = ['click', 'mouseenter', 'mouseleave', 'focusin', 'focusout'];
const EVENT_ALIASES: Readonly<Record<string, ActionEvent>> = {
  mouseover: 'mouseenter',
  mouseout: 'mouseleave',
  hover: 'mouseenter',
  focus: 'focusin',
  blur: 'focusout',
};


type Kind =
  | { kind: 'link' | 'playScene' | 'toggleScenes' | 'toggleClass' | 'simulate' | 'next' | 'prev' | 'jump' | 'media' }
  | { kind: 'scroll'; below: boolean }
  | { kind: 'slideshow'; op: 'start' | 'stop' | 'toggle' }
  | { kind: 'modal'; op: 'open' | 'close' };

/** Wire `a` (lower-cased, SR6 spellings included) → what we run. */
const KINDS: Readonly<Record<string, Kind>> = {
  link: { kind: 'link' },
  menulink: { kind: 'link' },
  scroll: { kind: 'scroll', below: false },
  scrollto: { kind: 'scroll', below: false },
  scrollbelow: { kind: 'scroll', below: true },
  scroll_under: { kind: 'scroll', below: true },
  scrollunder: { kind: 'scroll', below: true },
  next: { kind: 'next' },
  nextslide: { kind: 'next' },
  prev: { kind: 'prev' },
  previous: { kind: 'prev' },
  prevslide: { kind: 'prev' },
  jumpto: { kind: 'jump' },
  jump: { kind: 'jump' },
  jumptoslide: { kind: 'jump' },
  jump_to_slide: { kind: 'jump' },
  // SR7 7.0's `callSlide` (starnext's text menu, putnam's planet links): to `target`, a slide or first/last/random.
  callslide: { kind: 'jump' },
  playscene: { kind: 'playScene' },
  togglescenes: { kind: 'toggleScenes' },
  toggleclass: { kind: 'toggleClass' },
  toggle_class: { kind: 'toggleClass' },
  simulate: { kind: 'simulate' },
  simulateclick: { kind: 'simulate' },
  simulate_click: { kind: 'simulate' },
  startslideshow: { kind: 'slideshow', op: 'start' },
  playslideshow: { kind: 'slideshow', op: 'start' },
  resumeslideshow: { kind: 'slideshow', op: 'start' },
  start_slideshow: { kind: 'slideshow', op: 'start' },
  stopslideshow: { kind: 'slideshow', op: 'stop' },
  pauseslideshow: { kind: 'slideshow', op: 'stop' },
  stop_slideshow: { kind: 'slideshow', op: 'stop' },
  toggleslideshow: { kind: 'slideshow', op: 'toggle' },
  toggle_slider: { kind: 'slideshow', op: 'toggle' },
  open_modal: { kind: 'modal', op: 'open' },
  openmodal: { kind: 'modal', op: 'open' },
  close_modal: { kind: 'modal', op: 'close' },
  closemodal: { kind: 'modal', op: 'close' },
};

/** Wire `msl` (SR7 "modal slide", sr7ModalSlide): anything else is named as the error it is. */
function modalSlide(raw: unknown, path: string): ModalSlide {
  const slide = sr7ModalSlide(raw);
  if (slide === null) throw new ModuleError(path, 'a 0-based slide index, "#key" or "rs-<id>"', raw);
  return slide;
}

/** Media actions are recognised by name (SR7 has a dozen: playMedia, toggle_video, muteVideo …). */
const MEDIA_NAME = /media|video|audio|mute/i;

/**
 * A list of ids (numbers or strings), a single id, or nothing. A missing entry (a hole, null or "": what
 * normalizeModule leaves where it dropped a bad id) is no id; any other non-id is a ModuleError naming it.
 */
function idList(raw: unknown, path: string, what: string): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const items: unknown[] = Array.isArray(raw) ? raw : [raw];
  const ids: string[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === undefined || item === null || item === '') continue;
    if ((typeof item === 'string' && item.trim() !== '') || (typeof item === 'number' && Number.isFinite(item))) ids.push(String(item).trim());
    else throw new ModuleError(Array.isArray(raw) ? at(path, i) : path, what, item);
  }
  return ids;
}

/** The first word of a target that may be written as a string or a one-item list. */
function firstWord(raw: unknown, path: string): string {
  const first: unknown = Array.isArray(raw) ? raw[0] : raw;
  return readString(first, Array.isArray(raw) ? at(path, 0) : path, '').trim();
}

/** A window name for a link; anything odd falls back to `_self` (it is only a window name). */
function windowName(raw: unknown, path: string): string {
  const word = firstWord(raw, path);
  return /^[\w-]+$/.test(word) ? word : '_self';
}

function base(action: Rec, path: string): ActionBase {
  return {
    event: readEnum(action.evt, at(path, 'evt'), EVENTS, 'click', EVENT_ALIASES),
    sources: idList(action.src, at(path, 'src'), 'a layer id'),
    delay: Math.max(0, readNumber(action.d, at(path, 'd'), 0)),
    rateLimit: Math.max(0, readNumber(action.rd, at(path, 'rd'), 0)),
  };
}

/** Wire `anchor` is the history flag when it is boolean-like, an anchor id otherwise. */
function anchorKey(raw: unknown, path: string): { history: boolean; id: string } {
  if (typeof raw === 'string' && !/^(true|false|on|off|1|0|yes|no|)$/i.test(raw.trim())) return { history: false, id: raw.trim() };
  return { history: readBool(raw, path, false), id: '' };
}

/**
 * A link's protocol as the action says (`http`, SR7's "link protocol"): "keep" (the default) as written; "http" or
 * "https" that one for an absolute or protocol-relative address; "auto" the page's (protocol-relative). A relative
 * address has none to change. Anything else is reported and kept.
 */
function withProtocol(href: string, http: unknown, path: string): string {
  const mode = readEnum(http, path, ['keep', 'auto', 'http', 'https'], 'keep');
  const rest = /^(?:https?:)?\/\/(.*)$/is.exec(href)?.[1];
  if (mode === 'keep' || rest === undefined) return href;
  return mode === 'auto' ? `//${rest}` : `${mode}://${rest}`;
}

function one(action: Rec, path: string): SlideAction {
  const name = readString(action.a, at(path, 'a'), '').trim();
  const common = base(action, path);
  const word = name.toLowerCase();
  // Own keys only: an action named "constructor" or "__proto__" is not one of ours.
  const kind = (Object.hasOwn(KINDS, word) ? KINDS[word] : undefined) ?? (MEDIA_NAME.test(name) ? { kind: 'media' as const } : undefined);
  const targets = () => idList(action.target, at(path, 'target'), 'a layer id');
  switch (kind?.kind) {
    case 'link': {
      const href = withProtocol(readString(action.link, at(path, 'link'), '').trim(), action.http, at(path, 'http'));
      // Same rule as the sanitizer: no javascript:/data: URLs ever reach the page.
      if (href === '' || !isSafeUrl(decodeEntities(href), 'href')) return { ...common, kind: 'none', name };
      return {
        ...common,
        kind: 'link',
        href,
        target: windowName(action.target, at(path, 'target')),
        nofollow: readString(action.flw, at(path, 'flw'), '').trim().toLowerCase() === 'nofollow',
        linkType: readEnum(action.ltype, at(path, 'ltype'), ['a', 'jquery'], 'a'),
      };
    }
    case 'scroll': {
      const flag = anchorKey(action.anchor, at(path, 'anchor'));
      const written = kind.kind === 'scroll' && kind.below ? '' : firstWord(action.target, at(path, 'target')) || flag.id;
      const id = written.replace(/^#/, '').trim();
      return {
        ...common,
        kind: 'scroll',
        anchor: id === '' ? null : id,
        offset: readNumber(action.offset, at(path, 'offset'), 0),
        speed: Math.max(0, readNumber(action.s, at(path, 's'), DEFAULT_SCROLL_SPEED)),
        ease: readString(action.e, at(path, 'e'), '').trim() || DEFAULT_SCROLL_EASE,
        history: flag.history,
      };
    }
    case 'next':
    case 'prev':
      return { ...common, kind: kind.kind, slide: '' };
    case 'jump': {
      const key = action.target !== undefined ? 'target' : 'slide';
      return { ...common, kind: 'jump', slide: firstWord(action[key], at(path, key)).replace(/^#/, '') };
    }
    case 'playScene':
      return { ...common, kind: 'playScene', targets: targets(), scene: readString(action.sc, at(path, 'sc'), '').trim() || 'in' };
    case 'toggleScenes':
      return {
        ...common,
        kind: 'toggleScenes',
        targets: targets(),
        scene: readString(action.scn, at(path, 'scn'), '').trim() || 'in',
        alternate: readString(action.scm, at(path, 'scm'), '').trim() || 'out',
        respectCurrent: readBool(action.rec, at(path, 'rec'), false),
      };
    case 'toggleClass':
      return { ...common, kind: 'toggleClass', targets: targets(), className: readString(action.class, at(path, 'class'), '').trim() };
    case 'simulate':
      return { ...common, kind: 'simulate', targets: targets(), eventType: readEnum(action.typ, at(path, 'typ'), EVENTS, 'click', EVENT_ALIASES) };
    case 'slideshow':
      return { ...common, kind: 'slideshow', op: kind.kind === 'slideshow' ? kind.op : 'toggle' };
    case 'media':
      return { ...common, kind: 'media', op: name, targets: targets() };
    case 'modal': {
      const op = kind.kind === 'modal' ? kind.op : 'open';
      const target = firstWord(action.target, at(path, 'target'));
      // Opening needs a modal to open; a close without a target closes the top one, as SR7's 'current'.
      if (op === 'open' && target === '') return { ...common, kind: 'none', name };
      return { ...common, kind: 'modal', op, target, slide: op === 'open' ? modalSlide(action.msl, at(path, 'msl')) : 0 };
    }
    default:
      return { ...common, kind: 'none', name };
  }
}

/** The actions of one slide: missing/null → none; a list, or a PHP object of actions. */
export function normalizeActions(raw: unknown, path: string): SlideAction[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) && !isRecord(raw)) throw new ModuleError(path, 'a list of actions', raw);
  // A hole in a list (one built in code) is no action.
  const items: Array<[string | number, unknown]> = Array.isArray(raw) ? raw.flatMap((item, i): Array<[number, unknown]> => (item === undefined ? [] : [[i, item]])) : Object.entries(raw);
  return items.map(([key, item]) => one(readRecord(item, at(path, key), 'an action object ({a, evt, src, …})'), at(path, key)));
}
