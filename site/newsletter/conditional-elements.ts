import { isShown } from './conditions.ts';

/**
 * mc4wp's conditional elements applied to a form's DOM (BEHAVIOURS §4): each `[data-show-if]` / `[data-hide-if]`
 * element gets `style.display` '' or 'none', and the inputs inside a hidden element lose `required` (marked
 * `data-was-required="true"`) so the browser's validation does not block the form on a field nobody can see;
 * they get it back when shown.
 *
 * One deliberate difference: mc4wp removes `required` inside every data-hide-if element and never gives it back
 * (its restore and remove tests both pass for hide-if). Here `required` follows visibility for both kinds.
 */

const CONDITIONAL = '[data-show-if],[data-hide-if]';

/** The values of the form's controls named `name`; unchecked radios and checkboxes count for nothing. */
export function fieldValues(form: HTMLFormElement, name: string): string[] {
  const values: string[] = [];
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (control.name !== name) continue;
    const type = control.getAttribute('type');
    if ((type === 'radio' || type === 'checkbox') && !(control as HTMLInputElement).checked) continue;
    values.push(control.value);
  }
  return values;
}

export function toggleConditionalElement(element: HTMLElement, form: HTMLFormElement): void {
  const shown = isShown(
    { showIf: element.getAttribute('data-show-if'), hideIf: element.getAttribute('data-hide-if') },
    (field) => fieldValues(form, field),
  );
  element.style.display = shown ? '' : 'none';
  for (const control of element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (shown && control.getAttribute('data-was-required')) {
      control.required = true;
      control.removeAttribute('data-was-required');
    } else if (!shown && control.required) {
      control.setAttribute('data-was-required', 'true');
      control.required = false;
    }
  }
}

export function applyConditionalElements(form: HTMLFormElement): void {
  for (const element of form.querySelectorAll<HTMLElement>(CONDITIONAL)) toggleConditionalElement(element, form);
}

/**
 * Re-evaluates on keyup and change (capture, as mc4wp listens) and on the `mc4wp-refresh` event, after a first
 * pass now. Returns the function that removes the listeners.
 */
export function watchConditionalElements(form: HTMLFormElement): () => void {
  const evaluate = () => applyConditionalElements(form);
  evaluate();
  form.addEventListener('keyup', evaluate, true);
  form.addEventListener('change', evaluate, true);
  document.addEventListener('mc4wp-refresh', evaluate, true);
  return () => {
    form.removeEventListener('keyup', evaluate, true);
    form.removeEventListener('change', evaluate, true);
    document.removeEventListener('mc4wp-refresh', evaluate, true);
  };
}
