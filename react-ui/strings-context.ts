/**
 * Which interface strings a module speaks, as `<Strata locale strings>` chose them (strings.ts). The choice, not the
 * strings, travels through the tree: the core only passes it on, and the views that say something (navigation,
 * rotation control, carousel, modal: all loaded on demand) resolve it, so the sentences of every locale stay out of the
 * first download (issue 18).
 */
import { createContext } from 'react';
import type { StrataStrings } from './strings.ts';

export interface StringsChoice {
  /** A shipped locale's name (`'tr'`); unknown or missing: English. */
  readonly locale?: string | undefined;
  /** Single strings over the locale's. */
  readonly strings?: Partial<StrataStrings> | undefined;
}

export const StringsContext = createContext<StringsChoice>({});
