import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { SEARCH_ACTIVE_CLASS } from '../theme-classes.ts';
import { useRootClass } from '../dom/root-class.ts';
import { useOverlayFocus } from '../dom/use-overlay.ts';
import { THEME_TEXT } from '../strings.ts';
import { searchSections, type SearchableSection } from './search.ts';
import '../tokens.css';
import './chrome.css';

/** A section's readable text: its text nodes joined by spaces (textContent would run "Başlık" into "Metin"). */
function readableText(section: HTMLElement, skip: Element | null): string {
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('[aria-hidden="true"], script, style, template') || (skip && skip.contains(node))
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.nodeValue ?? '');
  return parts.join(' ');
}

/** The page's sections as the search sees them: every `main section[id]`, titled by its first heading. */
function readSections(): SearchableSection[] {
  return Array.from(document.querySelectorAll<HTMLElement>('main section[id]')).map((section) => {
    const heading = section.querySelector('h1, h2, h3');
    return { id: section.id, title: heading?.textContent?.trim() || section.id, text: readableText(section, heading) };
  });
}

/**
 * The search block (SPEC §2, §4 "Search block: active or inactive"): `html.html-search-block-active` is its
 * state. Opening focuses the field; Esc, the close button or a result closes it. Results are the page's own
 * sections (search.ts), linked with the theme's smooth scroll.
 */
export function SearchOverlay() {
  const [active, setActive] = useRootClass('html', SEARCH_ACTIVE_CLASS);
  const [query, setQuery] = useState('');
  const [sections, setSections] = useState<SearchableSection[]>([]);
  const blockRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const close = useCallback(() => setActive(false), [setActive]);
  useOverlayFocus(active, blockRef, close, () => inputRef.current);

  useEffect(() => {
    if (active) setSections(readSections());
    else setQuery('');
  }, [active]);

  const hits = useMemo(() => searchSections(query, sections), [query, sections]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    blockRef.current?.querySelector<HTMLAnchorElement>('.tm-search-hit a')?.click();
  };

  return (
    <div ref={blockRef} className="tm-search-block" role="dialog" aria-modal="true" aria-label={THEME_TEXT.searchLabel} inert={!active}>
      <button type="button" className="tm-icon-btn tm-search-close" aria-label={THEME_TEXT.closeSearch} onClick={close}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="tm-search-inner">
        <form role="search" onSubmit={onSubmit}>
          <label className="tm-visually-hidden" htmlFor={`${resultsId}-q`}>
            {THEME_TEXT.searchLabel}
          </label>
          <input
            ref={inputRef}
            id={`${resultsId}-q`}
            className="tm-search-input"
            type="search"
            autoComplete="off"
            placeholder={THEME_TEXT.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${resultsId}-hint`}
            aria-controls={resultsId}
          />
        </form>
        <p id={`${resultsId}-hint`} className="tm-search-hint" aria-live="polite">
          {query.trim() === '' ? THEME_TEXT.searchHint : hits.length === 0 ? THEME_TEXT.searchNoResults : THEME_TEXT.searchResults(hits.length)}
        </p>
        <ul id={resultsId} className="tm-search-results">
          {hits.map((hit) => (
            <li key={hit.id} className="tm-search-hit">
              <a className="smooth-scroll-to-target" href={`#${hit.id}`} onClick={close}>
                <span className="tm-search-hit-title">{hit.title}</span>
                <span className="tm-search-hit-text">{hit.excerpt}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
