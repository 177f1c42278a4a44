/**
 * Arrow-key focus movement shared by tabs, accordion headers and menu panels (WAI-ARIA Authoring Practices:
 * Tabs, Accordion and Disclosure Navigation patterns): next/previous wrap around, Home/End go to the ends.
 */

export type RovingAxis = 'horizontal' | 'vertical' | 'both';

/** The index a key moves to among `count` items, or null when the key is not a navigation key here. */
export function rovingIndex(key: string, index: number, count: number, axis: RovingAxis = 'both'): number | null {
  if (count <= 0) return null;
  const horizontal = axis !== 'vertical';
  const vertical = axis !== 'horizontal';
  if ((horizontal && key === 'ArrowRight') || (vertical && key === 'ArrowDown')) return (index + 1) % count;
  if ((horizontal && key === 'ArrowLeft') || (vertical && key === 'ArrowUp')) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
