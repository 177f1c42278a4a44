import { DEFAULT_MODAL_LOOK, type ModalH, type ModalTrigger, type ModalTriggerKey, type ModalV } from './types.ts';

/** A trigger string value that cannot be used; `key` is the SR7 key whose value was wrong. */
export class ModalTriggerError extends Error {
  constructor(
    readonly key: string,
    expected: string,
    got: string,
  ) {
    super(`modal trigger "${key}": expected ${expected}, got ${JSON.stringify(got)}`);
    this.name = 'ModalTriggerError';
  }
}

const KEYS: readonly ModalTriggerKey[] = ['t', 'so', 's', 'e', 'ha', 'co', 'sp', 'bg', 'pS', 'h', 'v'];
// SR7 writes `pS`; hand-written strings often say `ps`. Keys are matched case-insensitively.
const BY_LOWER = new Map(KEYS.map((k) => [k.toLowerCase(), k]));

const TRUE = new Set(['t', 'true', '1', 'on', 'yes']);
const FALSE = new Set(['f', 'false', '0', 'off', 'no']);
// A CSS colour word or function: letters, digits, #, spaces, commas, dots, %, parentheses, minus, slash.
const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([-\w\s,.%/]*\))$/i;

function number(key: string, value: string, unit: string): number {
  // SR7 reads these with parseInt, so a trailing unit is tolerated: "2000ms", "600px".
  const match = new RegExp(`^(\\d+(?:\\.\\d+)?)(?:${unit})?$`, 'i').exec(value);
  if (!match) throw new ModalTriggerError(key, `a number of ${unit} (0 or more)`, value);
  return Number(match[1]);
}

function bool(key: string, value: string): boolean {
  const v = value.toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  throw new ModalTriggerError(key, 'true or false (t/f, 1/0)', value);
}

function horizontal(value: string): ModalH {
  const v = value.toLowerCase();
  if (v === 'left' || v === 'right') return v;
  if (v === 'center' || v === 'middle') return 'center';
  throw new ModalTriggerError('h', 'left, center or right', value);
}

function vertical(value: string): ModalV {
  const v = value.toLowerCase();
  if (v === 'top' || v === 'bottom') return v;
  if (v === 'middle' || v === 'center') return 'middle';
  throw new ModalTriggerError('v', 'top, middle or bottom', value);
}

/**
 * Parses SR7's modal trigger string (`data-modal`, FORMAT.md §5): parts split on `;`, each part split on
 * its first `:` (so values may contain `:`). Spaces around keys and values, empty parts, a trailing `;`
 * and a key with an empty value are ignored; keys match case-insensitively (`ps` = `pS`). Every field is
 * defaulted: no timer/scroll/event/hash/cookie, speed 1000 ms, bg `rgba(0,0,0,0.5)`, pS false, h center,
 * v middle. `co` is in days (SPEC §9; FORMAT.md's "hours" is SR7 6.x), `co:0` = no cookie. Unknown keys
 * are ignored and listed in `unknown`.
 *
 * @throws ModalTriggerError naming the key when a known key has a value it cannot use (e.g. `t:soon`,
 *   `h:up`, `bg:url(x)`), so a typo fails loudly instead of silently never opening.
 *
 * @example
 * parseModalTrigger('t:2000;co:1;bg:rgba(0, 0, 0, 0.8)');
 * // → { delay: 2000, cookieDays: 1, bg: 'rgba(0, 0, 0, 0.8)', speed: 1000, h: 'center', v: 'middle', … }
 */
export function parseModalTrigger(str: string): ModalTrigger {
  if (typeof str !== 'string') throw new ModalTriggerError('(string)', 'a trigger string such as "t:2000;co:1"', String(str));
  const out = {
    ...DEFAULT_MODAL_LOOK,
    delay: null as number | null,
    scrollOffset: null as number | null,
    scrollElement: null as string | null,
    event: null as string | null,
    hash: false,
    cookieDays: null as number | null,
  };
  const explicit: ModalTriggerKey[] = [];
  const unknown: string[] = [];
  for (const part of str.split(';')) {
    const colon = part.indexOf(':');
    const rawKey = (colon < 0 ? part : part.slice(0, colon)).trim();
    const value = colon < 0 ? '' : part.slice(colon + 1).trim();
    if (rawKey === '') continue;
    const key = BY_LOWER.get(rawKey.toLowerCase());
    if (!key) {
      unknown.push(rawKey);
      continue;
    }
    if (value === '') continue;
    switch (key) {
      case 't': out.delay = number(key, value, 'ms'); break;
      case 'so': out.scrollOffset = number(key, value, 'px'); break;
      case 's': out.scrollElement = value; break;
      case 'e':
        if (/\s/.test(value)) throw new ModalTriggerError(key, 'an event name without spaces', value);
        out.event = value;
        break;
      case 'ha': out.hash = bool(key, value); break;
      case 'co': {
        const days = number(key, value, 'd');
        out.cookieDays = days > 0 ? days : null;
        break;
      }
      case 'sp': out.speed = number(key, value, 'ms'); break;
      case 'bg':
        if (!COLOR.test(value)) throw new ModalTriggerError(key, 'a CSS colour or "transparent"', value);
        out.bg = value;
        break;
      case 'pS': out.pageScroll = bool(key, value); break;
      case 'h': out.h = horizontal(value); break;
      case 'v': out.v = vertical(value); break;
    }
    if (!explicit.includes(key)) explicit.push(key);
  }
  return { ...out, explicit, unknown };
}
