import type { ModalSettingsReply } from '../../engine/index.ts';
import type { ModuleRow } from './db.ts';
import { isPlainObject } from './module-shape.ts';

/** The get_modal_settings reply: SPEC §7 also names the transition table and nav skins a page needs. */
export type ModalReply = ModalSettingsReply & { success: true; trans: unknown; navs: unknown };

/** FORMAT.md §9 `SR7.D.moduleObj.modal`. */
export const MODAL_DEFAULTS = { h: 'center', v: 'middle', cover: true, pS: false, bg: 'rgba(0,0,0,0.5)', sp: 1000 } as const;

const H = ['left', 'center', 'right'] as const;
const V = ['top', 'middle', 'bottom'] as const;

function flag(v: unknown, fallback: boolean): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 'true' || v === 'on' || v === '1') return true;
  if (v === 0 || v === 'false' || v === 'off' || v === '0') return false;
  return fallback;
}

/** `1000`, `"1000"`, `"1000ms"` → 1000; anything else (negative, NaN, words) → the default. */
function speed(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*(ms)?\s*$/i.test(v) ? parseFloat(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : MODAL_DEFAULTS.sp;
}

// A colour the page will put in a style: names, #hex, rgb()/rgba()/hsl() with plain numbers only.
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgba?|hsla?)\(\s*[\d.%\s,/-]+\))$/i;

function colour(v: unknown): string {
  return typeof v === 'string' && COLOUR.test(v.trim()) ? v.trim() : MODAL_DEFAULTS.bg;
}

function oneOf<T extends string>(v: unknown, allowed: readonly T[], fallback: T): T {
  return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}

/**
 * The module's `settings.modal` with FORMAT.md §9's defaults filled in. Stored values that do not
 * fit (an unknown position, a colour with `url(`, a negative speed) fall back to the default: they
 * come from the module, not from the caller.
 */
export function modalSettings(row: ModuleRow): ModalReply {
  const stored = JSON.parse(row.json) as Record<string, unknown>;
  const settings = isPlainObject(stored['settings']) ? stored['settings'] : {};
  const modal = isPlainObject(settings['modal']) ? settings['modal'] : {};
  const cover = flag(modal['cover'], MODAL_DEFAULTS.cover);
  return {
    success: true,
    id: row.id,
    alias: row.alias,
    sp: speed(modal['sp'] ?? modal['speed']),
    // Without a cover there is no underlay to click (FORMAT.md §5 `bg`).
    bg: cover ? colour(modal['bg'] ?? modal['background']) : 'transparent',
    pS: flag(modal['pS'], MODAL_DEFAULTS.pS),
    h: oneOf(modal['h'], H, MODAL_DEFAULTS.h),
    v: oneOf(modal['v'], V, MODAL_DEFAULTS.v),
    v6v7ids: stored['v6v7ids'] ?? {},
    trans: stored['trans'] ?? {},
    navs: stored['navs'] ?? {},
    // PHP sends an empty add-on list as [].
    addOns: stored['addOns'] ?? [],
  };
}
