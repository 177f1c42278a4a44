/**
 * The modal functions of `window.strata` (registry.ts), installed by a page's modal host (react-ui/modal-host.tsx):
 * their own module, so a page without a modal host never downloads them.
 */
import { modalSlideArgument, sr7ModalSlide } from '../model/action-values.ts';
import { ensureRegistry, type RegistryStore } from './registry.ts';

/** `window.strata.openModal / closeModal` (and SR7's `SR7.F.modal.open / close`), installed by the modal host. */
export interface StrataModalApi {
  /** Opens a module as a modal by alias or id; `slide` is 1-based, or a slide key written `"#key"`. */
  openModal(aliasOrId: string | number, slide?: number | string): void;
  /** Closes a modal by alias, the top one (`'current'`) or all (`'all'`). */
  closeModal(which?: string): void;
}

/**
 * Adds the modal functions to `window.strata` (created if needed) and, when the page has no SR7 runtime
 * of its own, `SR7.F.modal.open(alias, slideIdx)` / `.close(alias | 'current' | 'all')` (FORMAT.md §3;
 * SR7's slide index is 0-based). The returned function removes exactly what was added.
 */
export function registerModalApi(global: Record<string, unknown>, api: StrataModalApi): () => void {
  const registry = ensureRegistry(global) as RegistryStore & Partial<StrataModalApi>;
  const openModal: StrataModalApi['openModal'] = (aliasOrId, slide) => api.openModal(aliasOrId, slide);
  const closeModal: StrataModalApi['closeModal'] = (which) => api.closeModal(which);
  registry.openModal = openModal;
  registry.closeModal = closeModal;
  const sr7 = (global['SR7'] ??= {}) as { F?: { modal?: unknown } };
  const f = (sr7.F ??= {});
  // SR7 counts slides from 0 and may name one by "#key" or SR6's "rs-<id>"; something else opens the first slide.
  const sr7Open = (alias: string, slide?: number | string) => {
    const parsed = sr7ModalSlide(slide);
    api.openModal(alias, parsed === null || parsed === 0 ? undefined : modalSlideArgument(parsed));
  };
  const sr7Modal = { open: sr7Open, close: (which?: string) => api.closeModal(which) };
  const ownsSr7 = f.modal === undefined;
  if (ownsSr7) f.modal = sr7Modal;
  return () => {
    if (registry.openModal === openModal) delete registry.openModal;
    if (registry.closeModal === closeModal) delete registry.closeModal;
    if (ownsSr7 && f.modal === sr7Modal) delete f.modal;
  };
}
