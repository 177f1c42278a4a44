/**
 * Validation on `change` (CF7 includes/js/src/validate.js, BEHAVIOURS §1.5): the values of every
 * field up to and including the changed one's wrap are run through the SWV schema, in the browser,
 * with the same rules the server runs. Status is `validating` meanwhile, then back to what it was.
 */
import { validate } from '../swv.ts';
import type { SwvSchema } from '../types.ts';
import { applyStatus, currentStatus, type FormState } from './form-state.ts';
import { removeValidationError, setValidationError } from './response-dom.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a control contributes to the form data, as the browser would submit it. */
function appendControl(data: FormData, control: Control): void {
  if (!control.name) return;
  if (control instanceof HTMLSelectElement) {
    for (const option of control.selectedOptions) data.append(control.name, option.value);
    return;
  }
  switch (control.type) {
    case 'button': case 'image': case 'reset': case 'submit':
      return;
    case 'checkbox': case 'radio':
      if ((control as HTMLInputElement).checked) data.append(control.name, control.value);
      return;
    case 'file':
      for (const file of (control as HTMLInputElement).files ?? []) data.append(control.name, file);
      return;
    default:
      data.append(control.name, control.value);
  }
}

export function validateOnChange(state: FormState, schema: SwvSchema | undefined, target: Element): void {
  const { form } = state;
  if (!schema || !form.contains(target)) return;
  if (!target.closest('.wpcf7-form-control-wrap[data-name]') || target.closest('.novalidate')) return;

  const data = new FormData();
  const fields: string[] = [];
  for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap')) {
    if (wrap.closest('.novalidate')) continue;
    wrap.querySelectorAll<Control>(':where(input, textarea, select):enabled').forEach((c) => appendControl(data, c));
    const name = wrap.dataset.name;
    if (!name) continue;
    fields.push(name);
    wrap.setAttribute('data-under-validation', '1');
    if (wrap.contains(target)) break;
  }

  const prevStatus = currentStatus(state);
  applyStatus(state, 'validating');
  try {
    const result = validate({ ...schema, rules: schema.rules.filter((r) => fields.includes(r.field)) }, data);
    for (const [field, outcome] of Object.entries(result)) {
      removeValidationError(state, field);
      if ('error' in outcome) setValidationError(state, field, outcome.error);
    }
  } finally {
    // Restored as it was (not re-mapped: a `custom-x` status must not become `custom-custom-x`).
    applyStatus(state, prevStatus);
    form.querySelectorAll('.wpcf7-form-control-wrap[data-under-validation]').forEach((w) => w.removeAttribute('data-under-validation'));
  }
}
