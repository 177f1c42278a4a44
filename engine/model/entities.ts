/**
 * HTML character references, decoded the way a browser decodes attribute values, so the sanitizer
 * checks the URL the browser would actually follow (`jav&#x09;ascript:` is `javascript:` to a browser).
 */

/** Named references that matter for URL/CSS checks and common text; others are left as written. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', tab: '\t', newline: '\n',
  colon: ':', semi: ';', comma: ',', period: '.', sol: '/', bsol: '\\', lpar: '(', rpar: ')',
  lsqb: '[', rsqb: ']', lbrack: '[', rbrack: ']', lcub: '{', rcub: '}', excl: '!', quest: '?',
  num: '#', percnt: '%', equals: '=', plus: '+', hyphen: '-', dash: '-', lowbar: '_', ast: '*',
  commat: '@', grave: '`', hat: '^', vert: '|', verbar: '|', dollar: '$', copy: '\u00a9',
  reg: '\u00ae', hellip: '\u2026', mdash: '\u2014', ndash: '\u2013', laquo: '\u00ab', raquo: '\u00bb',
};
/** Legacy references browsers also accept without the semicolon. */
const LEGACY_NO_SEMI = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg']);

function fromCodePoint(cp: number): string {
  // Browsers map NUL, surrogates and out-of-range code points to U+FFFD.
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(cp);
}

/** Decodes numeric (with or without ';') and known named references. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*))(;?)/g, (whole, dec, hex, name, semi) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec as string, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex as string, 16));
    const key = (name as string).toLowerCase();
    const hit = Object.hasOwn(NAMED, key) ? NAMED[key] : undefined;
    if (hit === undefined) return whole as string;
    if (semi === '' && !LEGACY_NO_SEMI.has(key)) return whole as string;
    return hit;
  });
}

/** Escapes a decoded value for a double-quoted attribute. */
export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
