/**
 * The search block's in-page search (SPEC §2 "Search block opened by a search button"). A one-page site has no
 * results page, so the block lists the page's own sections that mention the words typed, as links.
 * Matching folds case the Turkish way and ignores Turkish diacritics, so "surec" finds "Süreç".
 */

export interface SearchableSection {
  id: string;
  title: string;
  text: string;
}

export interface SectionHit {
  id: string;
  title: string;
  /** A short excerpt around the first match, cut at word edges. */
  excerpt: string;
}

const FOLD: Readonly<Record<string, string>> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Lower case (Turkish rules: I → ı, İ → i), then without diacritics; one output character per input one. */
export function foldForSearch(text: string): string {
  return Array.from(text, (ch) => {
    const lower = ch.toLocaleLowerCase('tr-TR');
    // İ lower-cases to "i̇" (two code units) outside tr; with tr it is "i". Keep one char per char either way.
    const single = lower.length === 1 ? lower : lower.charAt(0);
    return FOLD[single] ?? single;
  }).join('');
}

const EXCERPT_RADIUS = 60;

function excerptAround(text: string, at: number, length: number): string {
  let start = Math.max(0, at - EXCERPT_RADIUS);
  let end = Math.min(text.length, at + length + EXCERPT_RADIUS);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** Sections whose title or text contains every word of the query, title matches first; at most `limit`. */
export function searchSections(query: string, sections: readonly SearchableSection[], limit = 6): SectionHit[] {
  const words = foldForSearch(query).split(/\s+/u).filter((w) => w.length > 0);
  if (words.length === 0) return [];
  const scored: Array<{ hit: SectionHit; titleMatch: boolean; order: number }> = [];
  sections.forEach((section, order) => {
    const text = section.text.replace(/\s+/gu, ' ').trim();
    const title = foldForSearch(section.title);
    const body = foldForSearch(text);
    if (!words.every((w) => title.includes(w) || body.includes(w))) return;
    const first = words[0]!;
    const at = body.indexOf(first);
    const excerpt = at >= 0 ? excerptAround(text, at, first.length) : excerptAround(text, 0, 0);
    scored.push({ hit: { id: section.id, title: section.title, excerpt }, titleMatch: words.some((w) => title.includes(w)), order });
  });
  scored.sort((a, b) => Number(b.titleMatch) - Number(a.titleMatch) || a.order - b.order);
  return scored.slice(0, limit).map((s) => s.hit);
}
