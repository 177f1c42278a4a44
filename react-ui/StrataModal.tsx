import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ModalRef, ModalTrigger } from '../engine/index.ts';
import { createModalTriggers } from '../engine/modal/triggers.ts';
import { explicitLook } from '../engine/modal/look.ts';
import { parseModalTrigger } from '../engine/modal/parse-trigger.ts';
import { acquireModalHost } from './modal-host.tsx';
import { stringsFor, type StrataLocale, type StrataStrings } from './strings.ts';

export interface StrataModalProps {
  /** The module to show, by alias (preferred: it names the one-time cookie and the `ha` hash). */
  readonly alias?: string;
  /** …or by database id (then the cookie and hash use the id). */
  readonly id?: string | number;
  /**
   * SR7's trigger string (`data-modal`, FORMAT.md §5), e.g. `t:2000;co:1` or `s:#offer;bg:transparent`:
   * t delay ms, so scroll px, s element, e event name, ha hash, co cookie days, plus the look keys
   * sp bg pS h v, which override the module's modal settings. No trigger = opened only by the API.
   */
  readonly trigger?: string;
  /** 1-based slide to open at when a trigger gives none. */
  readonly slide?: number;
  /** Called with the alias once the modal is open (module ready, underlay fading in). */
  readonly onOpen?: (alias: string) => void;
  /** Called with the alias when the modal starts closing. */
  readonly onClose?: (alias: string) => void;
  /** Language of the modal's interface strings (loading message, dialog name, the module's controls); default English. */
  readonly locale?: StrataLocale | (string & {});
  /** Single interface strings over the locale's. */
  readonly strings?: Partial<StrataStrings>;
}

type Parsed = { readonly trigger: ModalTrigger } | { readonly error: Error };

/**
 * A module that opens as a modal over the page (SPEC §2 "Modal display"). Renders nothing in place: the
 * page's modal host (one `div.strata-modals` in document.body) shows it. Also installs
 * `window.strata.openModal(aliasOrId, slide?)` / `closeModal(alias | 'current' | 'all')`.
 *
 * @example
 * <StrataModal alias="modal-promo" trigger="t:2000;co:1" onClose={() => console.log('kapandı')} />
 * <button onClick={() => window.strata.openModal('modal-newsletter', 2)}>Bülten</button>
 */
export function StrataModal(props: StrataModalProps): ReactNode {
  const { alias, id, slide } = props;
  const name = alias ?? (id === undefined ? '' : String(id));
  const parsed = useMemo<Parsed>(() => {
    try {
      return { trigger: parseModalTrigger(props.trigger ?? '') };
    } catch (error) {
      return { error: error as Error };
    }
  }, [props.trigger]);
  const strings = useMemo(() => stringsFor(props.locale, props.strings), [props.locale, props.strings]);
  const callbacks = useRef({ onOpen: props.onOpen, onClose: props.onClose });
  callbacks.current = { onOpen: props.onOpen, onClose: props.onClose };

  useEffect(() => {
    const host = acquireModalHost();
    if (!name) return host.release;
    const unsetStrings = host.setStrings(name, strings);
    if ('error' in parsed) {
      // A broken trigger string opens nothing automatically; the API still works.
      console.error(`[strata] StrataModal ${name}: ${parsed.error.message}`);
      return () => {
        unsetStrings();
        host.release();
      };
    }
    const { trigger } = parsed;
    if (trigger.unknown.length) console.warn(`[strata] StrataModal ${name}: ignoring unknown trigger keys ${trigger.unknown.join(', ')}`);
    const ref: ModalRef = alias !== undefined ? { alias } : { id: id as string | number };
    const { controller } = host;
    const unconfigure = controller.configure(name, { look: explicitLook(trigger), cookieDays: trigger.cookieDays, slide: slide ?? 0 });
    const triggers = createModalTriggers({
      alias: name,
      trigger,
      window,
      document,
      location: window.location,
      timers: { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (h) => window.clearTimeout(h as number) },
      cookies: host.cookies,
      open: (at) => void controller.open(ref, at > 0 ? { slide: at } : {}),
      log: console,
    });
    const mine = (entryAlias: string, entryRef: ModalRef) => entryAlias === name || (entryRef.id !== undefined && String(entryRef.id) === name);
    const offOpen = controller.on('open', (e) => mine(e.alias, e.ref) && callbacks.current.onOpen?.(e.alias));
    const offClose = controller.on('close', (e) => mine(e.alias, e.ref) && callbacks.current.onClose?.(e.alias));
    return () => {
      triggers.destroy();
      unconfigure();
      offOpen();
      offClose();
      unsetStrings();
      host.release();
    };
  }, [name, alias, id, slide, parsed, strings]);

  return null;
}
