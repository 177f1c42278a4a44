/**
 * Captcha and quiz refills (SPEC §7 "response fields captcha, quiz"; BEHAVIOURS §1.4 `refill` →
 * `{captcha:{name:url}, quiz:{name:[question, answerHash]}}`). CF7 applies them from both the feedback reply
 * (`wpcf7submit`) and the refill reply (`wpcf7reset`): a new captcha image with its challenge id, a new quiz
 * question with its answer hash, and the visitor's old answers cleared (CF7 6.2 includes/js/src/reset.js).
 *
 * The names and values come from the server: names are compared, never put into a selector, and a captcha
 * address is used only when it is http(s) or site-relative.
 */

export interface CaptchaRefill {
  /** The captcha's field name (`captcha-1`). */
  readonly name: string;
  /** The new image. */
  readonly url: string;
}

export interface QuizRefill {
  readonly name: string;
  readonly question: string;
  /** CF7's hash of the expected answer, posted back as `_wpcf7_quiz_answer_<name>`. */
  readonly answerHash: string;
}

export interface Cf7Refill {
  readonly captcha: readonly CaptchaRefill[];
  readonly quiz: readonly QuizRefill[];
}

/** CF7 form-tag names: letters, digits, `-`, `_`, `:` and `.` (WPCF7_FormTag name pattern). */
const FIELD_NAME = /^[A-Za-z][-A-Za-z0-9_:.]{0,99}$/;
/** The challenge id of a captcha image is its file name's number (`…/1234567.png`). */
const CHALLENGE = /([0-9]+)\.(png|gif|jpeg)$/;

const entries = (raw: unknown): Array<[string, unknown]> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? Object.entries(raw).filter(([name]) => FIELD_NAME.test(name)) : [];

/** An image address a reply may put on the page: http(s) absolute, or relative to the site. */
export function isSafeImageUrl(url: string): boolean {
  // Control characters and spaces are ignored when browsers look for the scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (compact === '' || compact.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return scheme ? scheme[1] === 'http' || scheme[1] === 'https' : !/^[^/?#]*:/.test(compact);
}

/** The captcha and quiz parts of a reply; entries that are not what CF7 sends are left out. */
export function readRefill(reply: unknown): Cf7Refill {
  const r = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
  const captcha = entries(r.captcha).flatMap(([name, url]): CaptchaRefill[] =>
    typeof url === 'string' && isSafeImageUrl(url.trim()) ? [{ name, url: url.trim() }] : [],
  );
  const quiz = entries(r.quiz).flatMap(([name, pair]): QuizRefill[] =>
    Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string' ? [{ name, question: pair[0], answerHash: pair[1] }] : [],
  );
  return { captcha, quiz };
}

/** The parts of the form a refill touches (a `<form>`; a plain interface so it can be tested without a browser). */
export interface RefillRoot {
  querySelectorAll(selector: 'input'): Iterable<{ name: string; value: string }>;
  querySelectorAll(selector: 'img'): Iterable<{ classList: { contains(token: string): boolean }; setAttribute(name: 'src', value: string): void }>;
  querySelectorAll(selector: '.wpcf7-form-control-wrap'): Iterable<RefillWrap>;
}

export interface RefillWrap {
  getAttribute(name: 'data-name'): string | null;
  querySelector(selector: '.wpcf7-quiz-label'): { textContent: string | null } | null;
  querySelectorAll(selector: 'input'): Iterable<{ name: string; value: string }>;
}

function setInputs(inputs: Iterable<{ name: string; value: string }>, name: string, value: string): void {
  for (const input of inputs) if (input.name === name) input.value = value;
}

/** Applies a refill to a form as CF7 does; an empty refill changes nothing. */
export function applyRefill(form: RefillRoot, refill: Cf7Refill): void {
  for (const { name, url } of refill.captcha) {
    setInputs(form.querySelectorAll('input'), name, '');
    // CF7 drops the colons of a name in the image class (`captcha:1` → `wpcf7-captcha-captcha1`).
    const imageClass = `wpcf7-captcha-${name.replaceAll(':', '')}`;
    for (const img of form.querySelectorAll('img')) if (img.classList.contains(imageClass)) img.setAttribute('src', url);
    const challenge = CHALLENGE.exec(url)?.[1];
    if (challenge !== undefined) setInputs(form.querySelectorAll('input'), `_wpcf7_captcha_challenge_${name}`, challenge);
  }
  for (const { name, question, answerHash } of refill.quiz) {
    for (const wrap of form.querySelectorAll('.wpcf7-form-control-wrap')) {
      if (wrap.getAttribute('data-name') !== name) continue;
      setInputs(wrap.querySelectorAll('input'), name, '');
      const label = wrap.querySelector('.wpcf7-quiz-label');
      if (label) label.textContent = question;
      setInputs(wrap.querySelectorAll('input'), `_wpcf7_quiz_answer_${name}`, answerHash);
    }
  }
}
