/**
 * The life of one Contact Form 7 form in the page (BEHAVIOURS §1.5, CF7 includes/js/src/init.js,
 * submit.js, reset.js): works on CF7's markup whoever rendered it (our React component, or PHP), so
 * nothing here knows about React.
 *
 * @example
 * ```ts
 * const api = createCf7Api({ root: '/wp-json/', fetch: window.fetch.bind(window) });
 * const controller = createCf7Controller(document.querySelector('.wpcf7 > form')!, {
 *   api, schemas: createSchemaStore(api), messages: { fetchError: '…', badResponse: '…' },
 * });
 * // later
 * controller.destroy();
 * ```
 */
import { buildEventDetail, type Cf7EventDetail } from '../event-detail.ts';
import { resultEventOf } from '../status.ts';
import type { SwvSchema } from '../types.ts';
import { ApiError, type Cf7Api } from './api.ts';
import { createDisposer } from './disposer.ts';
import { missingBrowserFeature, type FeatureHost } from './features.ts';
import { currentStatus, dispatchCf7, exposeFormState, readFormMeta, resetStatusSilently, setStatus, type FormState } from './form-state.ts';
import { acceptanceGate, addSpinners, characterCounters, exclusiveCheckboxes, freeTextOptions, urlPrefixing } from './helpers-dom.ts';
import type { PixelEvent } from './pixel-code.ts';
import { applyRefill, readRefill } from './refill.ts';
import { readFeedbackReply, type FeedbackReplyShape } from './reply.ts';
import { clearResponse, removeValidationError, setValidationError, writeMessage } from './response-dom.ts';
import type { SchemaStore } from './schema-store.ts';
import { createPressAwareScheduler } from './pointer-defer.ts';
import { validateOnChange } from './validate-dom.ts';

export interface Cf7ControllerDeps {
  api: Cf7Api;
  /** Shared by every form of the page, so each schema is fetched once. */
  schemas: SchemaStore;
  /**
   * Shown in the response output when a request fails (fetch_error, invalid_json, non-2xx). CF7 only
   * logs these; a visitor would be left looking at a spinner.
   */
  messages: { fetchError: string; badResponse: string };
  log?: (...args: unknown[]) => void;
  /** Where fetch, FormData and NodeList are looked for (default: globalThis). */
  host?: FeatureHost;
  /**
   * A pixel event a `mail_sent` reply's `fb_pxl_code` names (pixel-code.ts). The Meta Pixel plugin `eval`s that
   * code on `wpcf7mailsent`; here it is never run, only its events are passed on (to the site's analytics).
   */
  onPixelEvent?: (event: PixelEvent) => void;
}

export interface Cf7Controller {
  /** Detaches everything and puts the markup back as it was rendered. Idempotent. */
  destroy(): void;
}

const NOOP: Cf7Controller = { destroy() {} };

/** A `.wpcf7` inside another form cannot submit (nested forms are invalid HTML); CF7 replaces it with an error. */
export const isMisplaced = (wrapper: Element): boolean => wrapper.parentElement?.closest('form') != null;

export function createCf7Controller(form: HTMLFormElement, deps: Cf7ControllerDeps): Cf7Controller {
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  const missing = missingBrowserFeature(deps.host ?? (globalThis as FeatureHost));
  if (missing) {
    log(missing);
    return NOOP;
  }
  const parent = form.closest<HTMLElement>('.wpcf7');
  if (!parent || parent.querySelector(':scope > form') !== form) {
    log('Contact form: the controller needs the CF7 markup, a form directly inside a .wpcf7 element');
    return NOOP;
  }
  if (isMisplaced(parent)) {
    log(`Contact form ${parent.id}: it is placed inside another form and cannot work there`);
    return NOOP;
  }

  const state: FormState = { form, parent, meta: readFormMeta(form), inert: new Set() };
  const d = createDisposer();
  const inFlight = new AbortController();
  d.add(() => inFlight.abort());
  let schema: SwvSchema | undefined;
  let submitting = false;
  let resetOnMailSent = false;

  exclusiveCheckboxes(form, d);
  freeTextOptions(form, d);
  urlPrefixing(form, d);
  acceptanceGate(form, d);
  characterCounters(form, d);
  addSpinners(form, d);

  deps.schemas.load(state.meta.contactFormId).then(
    (loaded) => {
      if (!d.disposed) schema = loaded;
    },
    (err: unknown) => {
      if (!d.disposed) log(`Contact form ${state.meta.contactFormId}: no validation schema, so fields are checked on submit only:`, err);
    },
  );

  const afterPress = createPressAwareScheduler(form.ownerDocument.defaultView ?? window, d);
  d.listen(form, 'change', (event) => {
    const target = event.target as Element;
    if (target.closest('.wpcf7-form-control')) afterPress(() => validateOnChange(state, schema, target));
  });

  /** A request failed: logged as CF7 does (status stays as it is), and told to the visitor. */
  function reportFailure(err: unknown, what: 'submit' | 'refill') {
    if (d.disposed || (err as Error).name === 'AbortError') return;
    log(err instanceof ApiError ? { code: err.code, message: err.message } : err);
    const offline = err instanceof ApiError && err.code === 'fetch_error';
    if (what === 'submit') writeMessage(state, offline ? deps.messages.fetchError : deps.messages.badResponse, { requestError: true });
  }

  function showReply(reply: FeedbackReplyShape, detail: Cf7EventDetail) {
    const status = setStatus(state, reply.status);
    detail.status = reply.status;
    detail.apiResponse = reply.raw;
    const event = resultEventOf(status);
    if (event) dispatchCf7(form, event, detail);
    // CF7's own `wpcf7submit` listener (registered first) puts in the reply's new captcha / quiz.
    applyRefill(form, reply.refill);
    dispatchCf7(form, 'submit', detail);
    if (reply.status === 'mail_sent') for (const pixel of reply.pixelEvents) deps.onPixelEvent?.(pixel);
    const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
    if (reply.postedDataHash && hash) hash.value = reply.postedDataHash;
    if (reply.status === 'mail_sent') {
      resetOnMailSent = true;
      form.reset(); // → the reset listener below: refill, resetting, sent, wpcf7reset
    }
    for (const { field, message } of reply.invalidFields) {
      removeValidationError(state, field);
      setValidationError(state, field, message);
    }
    writeMessage(state, reply.message);
    // Not CF7: keyboard and screen-reader users land on the first field to fix.
    if (reply.invalidFields.length > 0) {
      form.querySelector('.wpcf7-not-valid-tip')?.parentElement
        ?.querySelector<HTMLElement>('input:not([type="hidden"]):enabled, select:enabled, textarea:enabled')?.focus();
    }
  }

  d.listen(form, 'submit', (event) => {
    event.preventDefault();
    // A double click must not send (and store) the message twice.
    if (submitting) return;
    const data = new FormData(form);
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
    if (submitter?.name) data.append(submitter.name, submitter.value);
    const detail = buildEventDetail(state.meta, currentStatus(state), data);
    clearResponse(state);
    dispatchCf7(form, 'beforesubmit', detail);
    setStatus(state, 'submitting');
    submitting = true;
    deps.api
      .post(`contact-forms/${state.meta.contactFormId}/feedback`, data, inFlight.signal)
      .then((raw) => {
        if (!d.disposed) showReply(readFeedbackReply(raw), detail);
      })
      .catch((err: unknown) => reportFailure(err, 'submit'))
      .finally(() => {
        submitting = false;
      });
  });

  d.listen(form, 'reset', () => {
    const detail = buildEventDetail(state.meta, currentStatus(state), new FormData(form));
    clearResponse(state);
    setStatus(state, 'resetting');
    const finish = (apiResponse: unknown) => {
      if (d.disposed) return;
      setStatus(state, resetOnMailSent ? 'mail_sent' : 'init');
      resetOnMailSent = false;
      // As on wpcf7submit: a fresh captcha image and quiz question for the next message (BEHAVIOURS §1.4 refill).
      applyRefill(form, readRefill(apiResponse));
      dispatchCf7(form, 'reset', { ...detail, apiResponse });
    };
    deps.api.get(`contact-forms/${state.meta.contactFormId}/refill`, inFlight.signal).then(finish, (err: unknown) => {
      reportFailure(err, 'refill');
      // Without the refill the old captcha / quiz stay; a failure must not leave the form "resetting".
      finish(null);
    });
  });

  exposeFormState(form, state, () => schema, d);
  parent.classList.replace('no-js', 'js');
  d.add(() => {
    parent.classList.replace('js', 'no-js');
    clearResponse(state);
    resetStatusSilently(state);
  });

  return { destroy: () => d.dispose() };
}
