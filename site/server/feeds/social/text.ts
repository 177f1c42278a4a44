/**
 * Plain text out of social captions and descriptions: FeedItem text fields carry no markup
 * (engine/index.ts), whatever the network sent (Flickr and Graph send HTML, Twitter escapes
 * `&`, `<`, `>`, YouTube search escapes quotes).
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      // Surrogates and out-of-range code points would make String.fromCodePoint throw.
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const TAG = /<\/?[a-z!][^>]*>/gi;

/**
 * HTML or entity-escaped text → plain text with line breaks kept (first line = title source).
 * Tags are stripped again after decoding: an escaped `&lt;script&gt;` in a caption is markup
 * someone tried to sneak through, not text a visitor needs to read.
 */
export function plainText(input: string): string {
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    // A `<br />` followed by a source newline is one line break, not two.
    .replace(/(<br\s*\/?>|<\/(p|div|li|h[1-6])\s*>)[ \t]*\n?/gi, '\n')
    .replace(TAG, '');
  return decodeEntities(text)
    .replace(TAG, '')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cut at a word boundary and mark the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s.,;:!?\-–—]+$/, '')}…`;
}

export const TITLE_MAX = 80;

/** A title for networks that have none (a caption, a post, a tweet): its first non-empty line, cut. */
export function titleFrom(plain: string, max = TITLE_MAX): string {
  const first = plain.split('\n').find((line) => line.trim() !== '') ?? '';
  return truncate(first.trim(), max);
}

/** Hashtags in order of appearance, without `#`, no duplicates (case-insensitive); `page#anchor` is no hashtag. */
export function hashtags(plain: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const m of plain.matchAll(/(^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu)) {
    const tag = m[2]!;
    if (seen.has(tag.toLocaleLowerCase('tr'))) continue;
    seen.add(tag.toLocaleLowerCase('tr'));
    tags.push(tag);
  }
  return tags;
}
