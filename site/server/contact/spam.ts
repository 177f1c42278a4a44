/**
 * CF7's own spam checks (includes/submission.php `spam()`), without the plugins it can hand off to
 * (Akismet, reCAPTCHA, Turnstile):
 *
 * 1. A User-Agent shorter than 2 characters — browsers always send one; bare scripts often do not
 *    ("User-Agent string is unnaturally short.").
 * 2. WordPress's "Disallowed Comment Keys" (`wpcf7_is_blacklisted` → `disallowed_keys`): each entry
 *    is a word or phrase that must not appear, case-insensitively, anywhere in the submitted text.
 *    Ours is per form (`disallowedWords` in the definition) as the reference server has no options
 *    table.
 *
 * Returns the reason, for the server log (CF7 keeps a spam log), or null when the submission is clean.
 */
export function spamReason(input: { userAgent: string | undefined; texts: string[]; disallowedWords: string[] }): string | null {
  if ((input.userAgent ?? '').trim().length < 2) return 'User-Agent string is unnaturally short.';
  const haystack = input.texts.join('\n').normalize('NFKC').toLowerCase();
  const hits = input.disallowedWords
    .map((w) => w.trim())
    .filter((w) => w !== '' && haystack.includes(w.normalize('NFKC').toLowerCase()));
  return hits.length > 0 ? `Disallowed words (${hits.join(', ')}) are used.` : null;
}
