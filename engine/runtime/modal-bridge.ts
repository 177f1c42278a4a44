/**
 * open_modal / close_modal slide actions reach the page's modal host through a port (issue 18: no reaching into
 * `window.strata` from the engine's units). The default port reads the host that react-ui's <StrataModal> or
 * mountModalHost installs on the page registry; without one there is nothing to open, and the console says so.
 */
import { modalSlideArgument } from '../model/action-values.ts';
import type { ModalAction } from '../model/types-actions.ts';
import type { Environment } from './ports.ts';
import type { StrataModalApi } from './modal-api.ts';

export type ModalHostPort = Partial<Pick<StrataModalApi, 'openModal' | 'closeModal'>>;

/** The page registry's modal host (`window.strata.openModal / closeModal`), looked up at each action. */
export function pageModalHost(global: Record<string, unknown> | null): () => ModalHostPort | null {
  return () => (global?.['strata'] as ModalHostPort | undefined) ?? null;
}

export function createModalBridge(host: () => ModalHostPort | null, log: Pick<Environment['log'], 'warn'>): (action: ModalAction) => void {
  return (action) => {
    const modal = host();
    if (action.op === 'open') {
      if (modal?.openModal) return modal.openModal(action.target, modalSlideArgument(action.slide));
      return log.warn(`[strata] open_modal action: no modal host on this page to open "${action.target}" (mount <StrataModal> once)`);
    }
    if (modal?.closeModal) return modal.closeModal(action.target || 'current');
    log.warn(`[strata] close_modal action: no modal host on this page`);
  };
}
