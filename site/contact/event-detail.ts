/**
 * The `detail` of CF7's DOM events (BEHAVIOURS §1.5): scripts written for CF7 (analytics snippets,
 * redirects on `wpcf7mailsent`) read these exact keys.
 */

/** What the form's hidden `_wpcf7…` fields say about it (CF7 `form.wpcf7`). */
export interface FormMeta {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
}

export interface InputEntry {
  name: string;
  value: FormDataEntryValue;
}

export interface Cf7EventDetail extends FormMeta {
  status: string;
  inputs: InputEntry[];
  formData: FormData;
  /** The REST reply; absent on wpcf7beforesubmit. */
  apiResponse?: unknown;
}

export interface Cf7StatusChangedDetail extends FormMeta {
  status: string;
  prevStatus: string;
}

/** The visitor's inputs: every entry except the hidden `_…` fields. */
export function inputsOf(entries: Iterable<[string, FormDataEntryValue]>): InputEntry[] {
  const out: InputEntry[] = [];
  for (const [name, value] of entries) if (!name.startsWith('_')) out.push({ name, value });
  return out;
}

export function buildEventDetail(meta: FormMeta, status: string, formData: FormData): Cf7EventDetail {
  return { ...meta, status, inputs: inputsOf(formData.entries()), formData };
}
