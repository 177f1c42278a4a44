/**
 * CF7's form helpers wired to the DOM (includes/js/src/helpers.js; SPEC §5 "Other behaviour"). Each
 * registers its listeners with the controller's disposer.
 */
import { absInt, acceptanceSatisfied, characterCount, prefixUrl } from '../helpers.ts';
import type { Disposer } from './disposer.ts';

/** `.wpcf7-exclusive-checkbox`: ticking one box unticks the others of the same name (radio-like, but can be emptied). */
export function exclusiveCheckboxes(form: HTMLFormElement, d: Disposer): void {
  form.querySelectorAll('.wpcf7-exclusive-checkbox').forEach((group) => {
    d.listen(group, 'change', (event) => {
      const box = event.target as HTMLInputElement;
      if (box.type !== 'checkbox' || !box.checked) return;
      form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(box.name)}"]`).forEach((other) => {
        if (other !== box) other.checked = false;
      });
    });
  });
}

/** `.has-free-text`: the text input works only while its option is ticked, and gets focus when it is. */
export function freeTextOptions(form: HTMLFormElement, d: Disposer): void {
  form.querySelectorAll('.has-free-text').forEach((item) => {
    const text = item.querySelector<HTMLInputElement>('input.wpcf7-free-text');
    const box = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    if (!text || !box) return;
    const sync = () => {
      text.disabled = !box.checked;
    };
    sync();
    d.listen(form, 'change', (event) => {
      sync();
      if (event.target === box && box.checked) text.focus();
    });
    // A reset unticks the box; CF7 forgets to disable the text then.
    d.listen(form, 'wpcf7reset', sync);
  });
}

/** `.wpcf7-validates-as-url`: "example.com" becomes "http://example.com" on change (before validation sees it). */
export function urlPrefixing(form: HTMLFormElement, d: Disposer): void {
  form.querySelectorAll<HTMLInputElement>('.wpcf7-validates-as-url').forEach((input) => {
    d.listen(input, 'change', () => {
      input.value = prefixUrl(input.value);
    });
  });
}

/** Acceptance boxes keep `.wpcf7-submit` disabled until accepted (not under `.wpcf7-acceptance-as-validation`). */
export function acceptanceGate(form: HTMLFormElement, d: Disposer): void {
  if (!form.querySelector('.wpcf7-acceptance') || form.classList.contains('wpcf7-acceptance-as-validation')) return;
  const check = () => {
    const boxes = [...form.querySelectorAll<HTMLElement>('.wpcf7-acceptance')].map((group) => ({
      checked: group.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false,
      optional: group.classList.contains('optional'),
      invert: group.classList.contains('invert'),
    }));
    const accepted = acceptanceSatisfied(boxes);
    form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.wpcf7-submit').forEach((button) => {
      button.disabled = !accepted;
    });
  };
  check();
  d.listen(form, 'change', check);
  d.listen(form, 'wpcf7reset', check);
  d.add(() => form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.wpcf7-submit').forEach((b) => (b.disabled = false)));
}

/**
 * `.wpcf7-character-count[data-target-name]`: the live count (up, or down from data-starting-value)
 * and the too-long / too-short classes. CF7 listens to keyup; `input` also covers paste, dictation
 * and autofill, which fire no key events.
 */
export function characterCounters(form: HTMLFormElement, d: Disposer): void {
  const counters = [...form.querySelectorAll<HTMLElement>('.wpcf7-character-count')];
  const pairs = counters.flatMap((counter) => {
    const target = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(counter.dataset.targetName ?? '')}"]`);
    return target ? [{ counter, target }] : [];
  });
  const update = ({ counter, target }: (typeof pairs)[number]) => {
    const state = characterCount(target.value, {
      down: counter.classList.contains('down'),
      starting: absInt(counter.dataset.startingValue),
      maximum: absInt(counter.dataset.maximumValue),
      minimum: absInt(counter.dataset.minimumValue),
    });
    counter.dataset.currentValue = String(state.count);
    counter.textContent = String(state.count);
    counter.classList.toggle('too-long', state.tooLong);
    counter.classList.toggle('too-short', state.tooShort);
  };
  for (const pair of pairs) {
    update(pair);
    d.listen(pair.target, 'input', () => update(pair));
  }
  // After a reset the values are back to their defaults.
  d.listen(form, 'wpcf7reset', () => pairs.forEach(update));
}

/** CF7 puts a spinner after each `.has-spinner` control; one already there (server-rendered) is kept. */
export function addSpinners(form: HTMLFormElement, d: Disposer): void {
  form.querySelectorAll('.has-spinner').forEach((control) => {
    if (control.nextElementSibling?.classList.contains('wpcf7-spinner')) return;
    const spinner = document.createElement('span');
    spinner.className = 'wpcf7-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    control.after(spinner);
    d.add(() => spinner.remove());
  });
}
