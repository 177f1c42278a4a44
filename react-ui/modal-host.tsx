/**
 * The page's one modal host: a `<div class="strata-modals">` in document.body with its own React root,
 * the modal controller (engine/modal), the global `openModal`/`closeModal`, Esc and the focus trap.
 * Created by the first mounted <StrataModal>, torn down after the last one unmounts.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { CookiePort, ModalController, ModalEntry } from '../engine/index.ts';
import { createDocumentCookies } from '../engine/modal/cookie.ts';
import { createModalController } from '../engine/modal/controller.ts';
import { createScrollLock } from '../engine/modal/scroll-lock.ts';
import { isPlacedOnPage, MODAL_HOST_ATTR } from '../engine/modal/placement.ts';
import { registerModalApi } from '../engine/runtime/modal-api.ts';
import { createPageModalLoader } from './modal-loader.ts';
import { ModalLayer } from './modal-view.tsx';
import { EN_STRINGS, type StrataStrings } from './strings.ts';

export interface ModalHost {
  readonly controller: ModalController;
  readonly cookies: CookiePort;
  /** The interface strings of this `<StrataModal>`'s dialogs (its locale); returns the undo. */
  setStrings(name: string, strings: StrataStrings): () => void;
  release(): void;
}

interface Instance {
  controller: ModalController;
  cookies: CookiePort;
  /** Per modal name, the strings its <StrataModal> asked for. */
  strings: Map<string, StrataStrings>;
  users: number;
  teardown: number | null;
  dispose(): void;
}

let instance: Instance | null = null;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog element of an entry (rendered by modal-view.tsx). */
export function dialogOf(entry: ModalEntry): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-strata-modal-serial="${entry.serial}"] [role="dialog"]`);
}

function create(): Instance {
  const container = document.createElement('div');
  container.className = 'strata-modals';
  container.setAttribute(MODAL_HOST_ATTR, '');
  document.body.append(container);
  const cookies = createDocumentCookies(document, Date.now);
  const controller = createModalController({
    loader: createPageModalLoader(),
    timers: { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (h) => window.clearTimeout(h as number) },
    cookies,
    scrollLock: createScrollLock({
      body: document.body,
      window,
      clientWidth: () => document.documentElement.clientWidth,
      paddingRight: () => Number.parseFloat(getComputedStyle(document.body).paddingRight) || 0,
    }),
    placedOnPage: (alias) => isPlacedOnPage(document, alias),
    dispatch: (name, detail) => document.dispatchEvent(new CustomEvent(name, { detail })),
    activeElement: () => document.activeElement,
    log: console,
  });

  const top = () => controller.entries().filter((e) => e.phase !== 'closing').at(-1);
  const onKey = (event: KeyboardEvent) => {
    const entry = top();
    if (!entry) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      controller.close('current');
      return;
    }
    const dialog = entry.phase === 'open' ? dialogOf(entry) : null;
    if (event.key !== 'Tab' || !dialog) return;
    // aria-modal: Tab cycles inside the top dialog.
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    const first = items[0] ?? dialog;
    const last = items.at(-1) ?? dialog;
    const active = document.activeElement;
    if (!dialog.contains(active)) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKey, true);

  // Focus goes back to what had it when the modal was asked for, unless the visitor moved it elsewhere.
  const offClosed = controller.on('closed', (entry) => {
    const opener = entry.opener;
    const active = document.activeElement;
    const free = !active || active === document.body || !!active.closest(`[${MODAL_HOST_ATTR}]`);
    if (free && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
  });

  const unregister = registerModalApi(window as unknown as Record<string, unknown>, {
    openModal: (aliasOrId, slide) => void controller.open(aliasOrId, slide ? { slide } : {}),
    closeModal: (which) => controller.close(which ?? 'current'),
  });

  // A modal opened by the API alone (no <StrataModal> of its name) speaks the page's language: any modal's strings.
  const strings = new Map<string, StrataStrings>();
  const stringsOf = (entry: ModalEntry): StrataStrings =>
    strings.get(entry.alias) ?? (entry.ref.id !== undefined ? strings.get(String(entry.ref.id)) : undefined) ?? strings.values().next().value ?? EN_STRINGS;
  const root: Root = createRoot(container);
  root.render(<ModalLayer controller={controller} stringsOf={stringsOf} />);

  return {
    controller,
    cookies,
    strings,
    users: 0,
    teardown: null,
    dispose() {
      unregister();
      offClosed();
      document.removeEventListener('keydown', onKey, true);
      controller.destroy();
      root.unmount();
      container.remove();
    },
  };
}

/**
 * A handle on the page's modal host (created on first use). Release it when done; the host goes away a
 * tick after the last release, so StrictMode's unmount/mount keeps the same host and open modals.
 */
export function acquireModalHost(): ModalHost {
  const current = (instance ??= create());
  if (current.teardown !== null) window.clearTimeout(current.teardown);
  current.teardown = null;
  current.users++;
  let released = false;
  return {
    controller: current.controller,
    cookies: current.cookies,
    setStrings(name, value) {
      current.strings.set(name, value);
      return () => {
        if (current.strings.get(name) === value) current.strings.delete(name);
      };
    },
    release() {
      if (released) return;
      released = true;
      if (--current.users > 0) return;
      current.teardown = window.setTimeout(() => {
        if (current.users > 0 || instance !== current) return;
        instance = null;
        current.dispose();
      }, 0);
    },
  };
}
