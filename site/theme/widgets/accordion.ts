/** Accordion state (SPEC §4 "Accordions toggle an active class"): which panels are open after a toggle. */

/**
 * Toggling an open panel closes it; toggling a closed one opens it, and in a one-at-a-time accordion closes
 * the others (the theme's default, like Bootstrap's collapse with a parent).
 */
export function toggleOpenPanels(open: readonly string[], id: string, allowMultiple: boolean): string[] {
  if (open.includes(id)) return open.filter((other) => other !== id);
  return allowMultiple ? [...open, id] : [id];
}
