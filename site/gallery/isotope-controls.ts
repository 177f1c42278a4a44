/**
 * The theme's filter and sort bars (BEHAVIOURS §6): a click on `.isotope-layout-filter a[data-filter]` or
 * `.isotope-layout-sorter a[data-sortby]` marks that link `active` (and takes it off its siblings) and applies
 * its value to the `.isotope-layout` whose id is the bar's `data-link-with`.
 *
 * Accessibility beyond the theme: the links are toggle buttons (role=button, aria-pressed kept in step with
 * `active`), and Space presses them as it presses a button (Enter already follows a link).
 */
import { isSortBy } from './arrange.ts';
import { isotopeOf } from './isotope.ts';

const CONTROL = 'a[data-filter], a[data-sortby]';

function markActive(bar: HTMLElement, chosen: HTMLAnchorElement): void {
  const kind = chosen.hasAttribute('data-filter') ? 'data-filter' : 'data-sortby';
  for (const link of bar.querySelectorAll<HTMLAnchorElement>(`a[${kind}]`)) {
    const on = link === chosen;
    link.classList.toggle('active', on);
    link.setAttribute('aria-pressed', String(on));
  }
}

/** Wires one bar; returns the unbinding (idempotent). Problems are logged naming the bar and value. */
export function bindIsotopeControls(bar: HTMLElement, log: Pick<Console, 'error'> = console): () => void {
  const doc = bar.ownerDocument;
  const apply = (link: HTMLAnchorElement) => {
    const target = bar.dataset['linkWith'];
    const container = target ? doc.getElementById(target) : null;
    const isotope = container ? isotopeOf(container) : undefined;
    if (!isotope) {
      log.error(`Gallery controls: data-link-with="${target ?? ''}" names no isotope layout on the page`);
      return;
    }
    try {
      const filter = link.getAttribute('data-filter');
      if (filter !== null) isotope.arrange({ filter });
      else {
        const sortBy = link.getAttribute('data-sortby') ?? '';
        if (!isSortBy(sortBy)) throw new Error(`Gallery controls: data-sortby="${sortBy}" is not original-order, name, date or shuffle`);
        isotope.arrange({ sortBy });
      }
      markActive(bar, link);
    } catch (err) {
      log.error((err as Error).message);
    }
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(CONTROL);
    if (!link || !bar.contains(link)) return;
    event.preventDefault();
    apply(link);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    const link = (event.target as Element).closest<HTMLAnchorElement>(CONTROL);
    if (!link) return;
    event.preventDefault(); // no page scroll
    apply(link);
  };
  bar.addEventListener('click', onClick);
  bar.addEventListener('keydown', onKey);
  let bound = true;
  return () => {
    if (!bound) return;
    bound = false;
    bar.removeEventListener('click', onClick);
    bar.removeEventListener('keydown', onKey);
  };
}
