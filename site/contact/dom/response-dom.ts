/**
 * Field errors and the response message in the DOM (CF7 includes/js/src/validate.js and submit.js,
 * BEHAVIOURS §1.5). Messages are always inserted as text, never as HTML.
 */
import { errorIdFor } from '../unit-tag.ts';
import type { FormState } from './form-state.ts';

const wrapsOf = (form: HTMLFormElement, field: string) =>
  form.querySelectorAll<HTMLElement>(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"]`);

type Validatable = HTMLElement & { setCustomValidity?: (message: string) => void };

/**
 * CF7 sets aria-describedby to the error id and removes the attribute when the error goes, which also
 * drops a control's own hint (file types, character counter). Here only the error id is added and taken
 * away, and the hint stays described.
 */
function describedBy(control: Element, errorId: string | null, keep: (token: string) => boolean): void {
  const tokens = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((t) => t !== '' && keep(t));
  if (errorId) tokens.unshift(errorId); // the error is read first
  if (tokens.length > 0) control.setAttribute('aria-describedby', tokens.join(' '));
  else control.removeAttribute('aria-describedby');
}

const isErrorId = (token: string): boolean => token.includes('-ve-');

/** Empties the status line, the error list, every tip and every response output. */
export function clearResponse({ form, parent }: FormState): void {
  const status = parent.querySelector('.screen-reader-response [role="status"]');
  if (status) status.textContent = '';
  const list = parent.querySelector('.screen-reader-response ul');
  if (list) list.textContent = '';
  form.querySelectorAll('.wpcf7-not-valid-tip').forEach((tip) => tip.remove());
  form.querySelectorAll('[aria-invalid]').forEach((el) => el.setAttribute('aria-invalid', 'false'));
  form.querySelectorAll<Validatable>('.wpcf7-form-control').forEach((control) => {
    describedBy(control, null, (t) => !isErrorId(t));
    control.classList.remove('wpcf7-not-valid');
    // CF7 leaves the custom validity in place here; a stale one would keep :invalid styling on.
    control.setCustomValidity?.('');
  });
  form.querySelectorAll('.wpcf7-response-output').forEach((out) => {
    out.textContent = '';
    out.classList.remove('wpcf7-request-error');
  });
}

export function removeValidationError(state: FormState, field: string): void {
  const errorId = errorIdFor(state.meta.unitTag, field);
  state.parent.querySelector(`.screen-reader-response ul li#${CSS.escape(errorId)}`)?.remove();
  wrapsOf(state.form, field).forEach((wrap) => {
    wrap.querySelector('.wpcf7-not-valid-tip')?.remove();
    wrap.querySelectorAll('[aria-invalid]').forEach((el) => el.setAttribute('aria-invalid', 'false'));
    wrap.querySelectorAll<Validatable>('.wpcf7-form-control').forEach((control) => {
      describedBy(control, null, (t) => t !== errorId);
      control.classList.remove('wpcf7-not-valid');
      control.setCustomValidity?.('');
    });
  });
}

/**
 * Shows `message` for `field`: a list item for screen readers (a link to the control when it has an id)
 * and, on each of the field's wraps, a tip, aria-invalid, the not-valid class, aria-describedby and the
 * custom validity. While validating on change, only the wraps under validation change visually.
 */
export function setValidationError(state: FormState, field: string, message: string): void {
  const { form, parent } = state;
  const errorId = errorIdFor(state.meta.unitTag, field);
  const firstControl = form.querySelector<HTMLElement>(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"] .wpcf7-form-control`);
  const item = document.createElement('li');
  item.id = errorId;
  if (firstControl?.id) {
    const link = document.createElement('a');
    link.href = `#${firstControl.id}`;
    link.textContent = message;
    item.append(link);
  } else {
    item.textContent = message;
  }
  parent.querySelector('.screen-reader-response ul')?.append(item);

  const validating = form.getAttribute('data-status') === 'validating';
  wrapsOf(form, field).forEach((wrap) => {
    if (validating && !wrap.hasAttribute('data-under-validation')) return;
    const tip = document.createElement('span');
    tip.className = 'wpcf7-not-valid-tip';
    tip.setAttribute('aria-hidden', 'true');
    tip.textContent = message;
    wrap.append(tip);
    wrap.querySelectorAll('[aria-invalid]').forEach((el) => el.setAttribute('aria-invalid', 'true'));
    wrap.querySelectorAll<Validatable>('.wpcf7-form-control').forEach((control) => {
      control.classList.add('wpcf7-not-valid');
      describedBy(control, errorId, (t) => t !== errorId);
      control.setCustomValidity?.(message);
    });
  });
}

/** The reply's message: to the live status line and every visible response output. */
export function writeMessage({ form, parent }: FormState, message: string, options: { requestError?: boolean } = {}): void {
  parent.querySelector('.screen-reader-response [role="status"]')?.append(message);
  form.querySelectorAll('.wpcf7-response-output').forEach((out) => {
    out.textContent = message;
    out.classList.toggle('wpcf7-request-error', options.requestError === true);
  });
}
