/**
 * Isotope's filter and sort (BEHAVIOURS §6), pure so they are tested in Node.
 *
 * - Filter: `*` shows everything; otherwise class selectors, `.web` (one class), `.web.mobil` (all of them),
 *   `.web, .marka` (any group). That is the part of CSS our filter bars use; anything else is refused by name
 *   rather than silently matching nothing.
 * - Sort: `original-order`, `name` (the `.title` text), `date` (`data-date`) and `shuffle`. Names compare with
 *   Turkish collation (Isotope compares code points, which would put Ç, İ, Ö, Ş, Ü after Z). Ties keep the
 *   original order; unparseable dates go last.
 */

export interface ArrangeItem {
  /** Position in the markup: the original order and the tie-breaker. */
  readonly order: number;
  readonly classes: readonly string[];
  readonly name: string;
  readonly date: string;
}

export type SortBy = 'original-order' | 'name' | 'date' | 'shuffle';

export const SORT_KEYS: readonly SortBy[] = ['original-order', 'name', 'date', 'shuffle'];

export class ArrangeError extends Error {
  override name = 'ArrangeError';
}

const CLASS_LIST = /^(\.[A-Za-z_][\w-]*)+$/;

/** Compiles a filter into a predicate over an item's classes; throws ArrangeError naming a bad filter. */
export function compileFilter(filter: string): (classes: readonly string[]) => boolean {
  const trimmed = filter.trim();
  if (trimmed === '*' || trimmed === '') return () => true;
  const groups = trimmed.split(',').map((group) => group.trim());
  const compiled = groups.map((group) => {
    if (!CLASS_LIST.test(group)) {
      throw new ArrangeError(`Gallery filter "${filter}": "${group}" is not "*" or a class selector such as ".web"`);
    }
    return group.slice(1).split('.');
  });
  return (classes) => compiled.some((required) => required.every((c) => classes.includes(c)));
}

export function isSortBy(value: string): value is SortBy {
  return (SORT_KEYS as readonly string[]).includes(value);
}

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

function dateValue(date: string): number {
  const t = Date.parse(date);
  return Number.isNaN(t) ? Infinity : t;
}

/** Fisher–Yates over a copy; `random` is injectable so tests are deterministic. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function sortItems<T extends ArrangeItem>(items: readonly T[], sortBy: SortBy, random: () => number = Math.random): T[] {
  if (sortBy === 'shuffle') return shuffled(items, random);
  const compare: (a: T, b: T) => number =
    sortBy === 'name' ? (a, b) => collator.compare(a.name.trim(), b.name.trim())
    : sortBy === 'date' ? (a, b) => {
        const [x, y] = [dateValue(a.date), dateValue(b.date)];
        return x === y ? 0 : x < y ? -1 : 1;
      }
    : () => 0;
  return [...items].sort((a, b) => compare(a, b) || a.order - b.order);
}

/** The visible items in display order: filtered first, then sorted (Isotope's arrange). */
export function arrangeItems<T extends ArrangeItem>(items: readonly T[], filter: string, sortBy: SortBy, random?: () => number): T[] {
  const matches = compileFilter(filter);
  return sortItems(items.filter((item) => matches(item.classes)), sortBy, random);
}
