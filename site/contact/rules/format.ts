/**
 * Per-value format rules: email, url, tel, number, date, time (BEHAVIOURS.md §1.2, SPEC.md §5).
 * Each passes when every string value of the field has the format; an empty field passes.
 */
import { textValues } from '../form-values.ts';
import type { FormValue, RuleCheck } from '../types.ts';
import { isDate, leaf } from './shared.ts';

const everyText = (ok: (v: string) => boolean): RuleCheck =>
  leaf((_r, values: FormValue[]) => textValues(values).every(ok));

const LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-z0-9-]+$/i;

/** CF7's copy of the classic WordPress `is_email` (rejects IDN domains and `a@b.c`). */
export function isEmail(email: string): boolean {
  if (email.length < 6) return false;
  const at = email.indexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!LOCAL.test(local)) return false;
  if (/\.{2,}/.test(domain)) return false;
  if (/^[\s.]|[\s.]$/.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  // A second '@' lands in a label and fails LABEL, which is how "only one @" is enforced.
  return labels.every((l) => !l.startsWith('-') && !l.endsWith('-') && LABEL.test(l));
}

/**
 * SPEC.md §5 picks the CF7 ≤6.1 URL rule: any scheme from WordPress `wp_allowed_protocols()`
 * (6.2 narrowed it to http/https).
 */
export const ALLOWED_PROTOCOLS: readonly string[] = [
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed',
  'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
];

export function isUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return ALLOWED_PROTOCOLS.includes(url.protocol.replace(/:$/, '').toLowerCase());
}

/** CF7 ≥6.0.6 telephone check: extension cut, separators removed, `00`→`+`, 6..15 chars. */
export function isTel(value: string): boolean {
  let s = value.replace(/[#*].*$/s, '');
  s = s.replace(/[()/.*#\s-]/g, '');
  if (/^(\+|00)/.test(s)) s = s.replace(/^[+0]+/, '+');
  return /^\+?[0-9]+$/.test(s) && s.length >= 6 && s.length <= 15;
}

/** HTML "valid floating-point number": no `+`, no trailing `.`, no comma. */
export function isNumber(value: string): boolean {
  return /^-?[0-9]+([eE][+-]?[0-9]+)?$/.test(value) || /^-?([0-9]+)?\.[0-9]+([eE][+-]?[0-9]+)?$/.test(value);
}

export function isTime(value: string): boolean {
  return /^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/.test(value);
}

export const email = everyText(isEmail);
export const url = everyText(isUrl);
export const tel = everyText(isTel);
export const number = everyText(isNumber);
export const date = everyText(isDate);
export const time = everyText(isTime);
