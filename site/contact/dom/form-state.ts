/**
 * The state one controller keeps about its form (CF7 keeps it as `form.wpcf7`), and the status
 * setter every step goes through (CF7 includes/js/src/status.js).
 */
import type { Cf7StatusChangedDetail, FormMeta } from '../event-detail.ts';
import { absInt } from '../helpers.ts';
import { formStatusOf } from '../status.ts';
import type { SwvSchema } from '../types.ts';
import type { Disposer } from './disposer.ts';

export interface FormState {
  form: HTMLFormElement;
  /** The `.wpcf7` wrapper: holds the screen-reader response. */
  parent: HTMLElement;
  meta: FormMeta;
  /** Elements made inert for the current status (`.inert-on-<status>`). */
  inert: Set<HTMLElement>;
}

/** Reads the hidden `_wpcf7…` fields, as CF7's init does. */
export function readFormMeta(form: HTMLFormElement): FormMeta {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    contactFormId: absInt(data.get('_wpcf7')),
    pluginVersion: text('_wpcf7_version'),
    contactFormLocale: text('_wpcf7_locale'),
    unitTag: text('_wpcf7_unit_tag'),
    containerPostId: absInt(data.get('_wpcf7_container_post')),
  };
}

/** Fires `wpcf7<name>` on the form: bubbling, so a listener on the `.wpcf7` wrapper or the document hears it. */
export function dispatchCf7(form: HTMLFormElement, name: string, detail: unknown): void {
  form.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
}

export const currentStatus = (state: FormState): string => state.form.getAttribute('data-status') ?? 'init';

/**
 * Puts the form in a form status as it is (`data-status`, the class, `.inert-on-<status>`), and fires
 * `wpcf7statuschanged` when it really changed.
 */
export function applyStatus(state: FormState, status: string): string {
  const { form } = state;
  const prevStatus = form.getAttribute('data-status');
  form.setAttribute('data-status', status);
  form.classList.add(status);
  if (!prevStatus || prevStatus === status) return status;
  form.classList.remove(prevStatus);
  for (const el of state.inert) el.inert = false;
  state.inert.clear();
  form.querySelectorAll<HTMLElement>(`.inert-on-${status}`).forEach((el) => {
    el.inert = true;
    state.inert.add(el);
  });
  const detail: Cf7StatusChangedDetail = { ...state.meta, status, prevStatus };
  dispatchCf7(form, 'statuschanged', detail);
  return status;
}

/** Sets a REST or form status (`mail_sent` → `sent`, unknown → `custom-…`); returns the form status. */
export const setStatus = (state: FormState, status: string): string => applyStatus(state, formStatusOf(status));

/** Back to `init` without an event: the markup as it was rendered, for a controller being destroyed. */
export function resetStatusSilently(state: FormState): void {
  const prev = state.form.getAttribute('data-status');
  if (prev) state.form.classList.remove(prev);
  state.form.setAttribute('data-status', 'init');
  state.form.classList.add('init');
  for (const el of state.inert) el.inert = false;
  state.inert.clear();
}

/**
 * `form.wpcf7` as CF7 leaves it on the element, which add-ons written for CF7 read (id, status,
 * unitTag, schema …). Read-only getters over the controller's state; removed on destroy.
 */
export function exposeFormState(form: HTMLFormElement, state: FormState, schema: () => SwvSchema | undefined, d: Disposer): void {
  const { meta } = state;
  const view = Object.freeze({
    id: meta.contactFormId,
    pluginVersion: meta.pluginVersion,
    locale: meta.contactFormLocale,
    unitTag: meta.unitTag,
    containerPost: meta.containerPostId,
    parent: state.parent,
    get status() {
      return currentStatus(state);
    },
    get schema() {
      return schema();
    },
  });
  Object.defineProperty(form, 'wpcf7', { value: view, configurable: true });
  d.add(() => delete (form as unknown as { wpcf7?: unknown }).wpcf7);
}
