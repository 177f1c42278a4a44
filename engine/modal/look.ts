import { DEFAULT_MODAL_LOOK, type ModalLook, type ModalSettingsLike, type ModalTrigger } from './types.ts';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function readSpeed(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function readBool(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 't' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 'f' || v === 0 || v === '0') return false;
  return undefined;
}

// Module settings store colours as SR colour objects ({type, orig, string}) or plain strings.
function readColor(v: unknown): string | undefined {
  const s = isRec(v) ? v['string'] ?? v['orig'] : v;
  return typeof s === 'string' && s.trim() !== '' && !/[;{}<>]|url\(|expression/i.test(s) ? s.trim() : undefined;
}

/*
 * Placement keys: absent → inherited (FORMAT.md §9's module default is center / middle); present but not a known
 * value → SPEC §3 "Modal settings": `h` "center, right, or left (default)", `v` "top, middle, or bottom (default)",
 * i.e. SR7's else-branch places anything else at the left / bottom.
 */
function readH(v: unknown): ModalLook['h'] | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  return v === 'center' || v === 'right' ? v : 'left';
}

function readV(v: unknown): ModalLook['v'] | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (v === 'center') return 'middle';
  return v === 'top' || v === 'middle' ? v : 'bottom';
}

/** The look written in one source (a modal settings reply, or a module's `settings.modal`). */
function lookOf(src: Rec): Partial<ModalLook> {
  const look: { -readonly [K in keyof ModalLook]?: ModalLook[K] } = {};
  const speed = readSpeed(src['sp']);
  if (speed !== undefined) look.speed = speed;
  // SR7 module settings: `cover:false` means no underlay colour at all (FORMAT.md §5 `bg`).
  const bg = readBool(src['cover']) === false ? 'transparent' : readColor(src['bg']);
  if (bg !== undefined) look.bg = bg;
  const pS = readBool(src['pS']);
  if (pS !== undefined) look.pageScroll = pS;
  const h = readH(src['h']);
  if (h !== undefined) look.h = h;
  const v = readV(src['v']);
  if (v !== undefined) look.v = v;
  return look;
}

/** The trigger string's look keys that it actually set. */
export function explicitLook(trigger: ModalTrigger | null | undefined): Partial<ModalLook> {
  if (!trigger) return {};
  const look: { -readonly [K in keyof ModalLook]?: ModalLook[K] } = {};
  const has = (k: ModalTrigger['explicit'][number]) => trigger.explicit.includes(k);
  if (has('sp')) look.speed = trigger.speed;
  if (has('bg')) look.bg = trigger.bg;
  if (has('pS')) look.pageScroll = trigger.pageScroll;
  if (has('h')) look.h = trigger.h;
  if (has('v')) look.v = trigger.v;
  return look;
}

/** The module JSON's `settings.modal`, or {} (wire shape: FORMAT.md §9 `modal {h, v, cover, pS, bg, sp}`). */
export function moduleModalSettings(json: Rec | null | undefined): Rec {
  const settings = json && isRec(json['settings']) ? json['settings'] : {};
  return isRec(settings['modal']) ? settings['modal'] : {};
}

/**
 * The look an opening modal gets: the caller's explicit keys (trigger string) win, then the
 * get_modal_settings reply, then the module's own `settings.modal`, then the defaults (SPEC §9).
 */
export function resolveLook(explicit: Partial<ModalLook>, reply: ModalSettingsLike | null, moduleModal: Rec): ModalLook {
  return { ...DEFAULT_MODAL_LOOK, ...lookOf(moduleModal), ...(reply ? lookOf(reply as Rec) : {}), ...explicit };
}

/**
 * Whether the module may be a modal while it is also on the page as a normal module. SR7 calls this
 * "Pop Up"; Strata's wire flag is `settings.modal.pop === true` (also read from a settings reply's `pop`).
 */
export function isPopUp(reply: ModalSettingsLike | null, moduleModal: Rec): boolean {
  return readBool(moduleModal['pop']) === true || readBool(reply?.pop) === true;
}
