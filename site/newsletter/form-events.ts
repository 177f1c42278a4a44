/**
 * mc4wp's form events (BEHAVIOURS §4, `forms/forms.js`): `mc4wp.forms.on(name, cb)`. Each event is emitted as
 * `"{formId}.{name}"` and then `"{name}"`, with the arguments `[form, event]`. Everything except `submit` is
 * deferred by 10 ms (mc4wp does so to let the page finish what it is doing; `submit` runs at once so a listener
 * can still act on the submit event).
 */

/** The form object listeners get (SPEC §3: id, name from data-name, errors, a started flag). */
export interface Mc4wpForm {
  id: number;
  name: string;
  element: HTMLFormElement;
  errors: string[];
  started: boolean;
}

export type FormEventName = 'started' | 'change' | 'submit' | 'submitted' | 'success' | 'subscribed' | 'error';
export type FormListener = (form: Mc4wpForm, event?: Event | string[]) => void;

export interface FormEvents {
  /** `name` is an event name or `"{formId}.{name}"`; the returned function removes the listener. */
  on(name: string, listener: FormListener): () => void;
  /** Calls the listeners of `"{form.id}.{name}"`, then those of `name`. A throwing listener is logged, not fatal. */
  trigger(name: FormEventName, form: Mc4wpForm, event?: Event | string[]): void;
}

export function createFormEvents(log: (msg: string) => void = (m) => console.error(m)): FormEvents {
  const listeners = new Map<string, Set<FormListener>>();
  const call = (name: string, form: Mc4wpForm, event?: Event | string[]) => {
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        listener(form, event);
      } catch (err) {
        log(`mc4wp listener for "${name}" failed: ${(err as Error).message}`);
      }
    }
  };
  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    trigger(name, form, event) {
      call(`${form.id}.${name}`, form, event);
      call(name, form, event);
    },
  };
}

export const EVENT_DELAY_MS = 10;

export interface Scheduler {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Emits with mc4wp's timing, through `events` and as a bubbling DOM CustomEvent `mc4wp-{name}` on the form
 * (detail `{formId, formName}`), for page code that listens on the document. `cancel()` drops what is still
 * waiting (the block unmounted).
 */
export function createFormEmitter(events: FormEvents, scheduler: Scheduler = globalThis as unknown as Scheduler) {
  const pending = new Set<unknown>();
  const emitNow = (name: FormEventName, form: Mc4wpForm, event?: Event | string[]) => {
    events.trigger(name, form, event);
    form.element.dispatchEvent(new CustomEvent(`mc4wp-${name}`, { bubbles: true, detail: { formId: form.id, formName: form.name } }));
  };
  return {
    emit(name: FormEventName, form: Mc4wpForm, event?: Event | string[]) {
      if (name === 'submit') {
        emitNow(name, form, event);
        return;
      }
      const handle = scheduler.setTimeout(() => {
        pending.delete(handle);
        emitNow(name, form, event);
      }, EVENT_DELAY_MS);
      pending.add(handle);
    },
    cancel() {
      for (const handle of pending) scheduler.clearTimeout(handle);
      pending.clear();
    },
  };
}
