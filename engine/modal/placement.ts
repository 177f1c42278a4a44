/** The attribute the modal host's container carries; modules inside it are modals, not page modules. */
export const MODAL_HOST_ATTR = 'data-strata-modal-host';

interface ModuleElement {
  getAttribute(name: string): string | null;
  closest(selector: string): unknown;
}

/**
 * Whether a module with this alias is on the page as a normal module: a `[data-strata-module]` root
 * (its `data-alias` is the module's alias) outside any modal host. SPEC §4: such a module cannot also
 * be opened as a modal unless it is a pop-up.
 */
export function isPlacedOnPage(root: { querySelectorAll(selector: string): ArrayLike<ModuleElement> }, alias: string): boolean {
  // Compared in JS rather than in the selector, so an alias needs no CSS escaping.
  return Array.from(root.querySelectorAll('[data-strata-module]')).some(
    (el) => el.getAttribute('data-alias') === alias && !el.closest(`[${MODAL_HOST_ATTR}]`),
  );
}
