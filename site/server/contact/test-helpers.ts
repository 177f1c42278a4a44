/** Helpers for the contact-form server tests (imported only by *.test.ts). */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from '../paths.ts';
import { makeSite, type TestSite } from '../test-helpers.ts';

export const FORM_ID = 4811;
export const FEEDBACK = `/wp-json/contact-form-7/v1/contact-forms/${FORM_ID}/feedback`;
export const UNIT_TAG = `wpcf7-f${FORM_ID}-p4740-o1`;
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** A throwaway site whose fixtures hold the project's contact forms. */
export function contactSite(opts: Parameters<typeof makeSite>[0] = {}): TestSite {
  const site = makeSite(opts);
  const dir = join(site.root, 'fixtures', 'forms');
  mkdirSync(dir, { recursive: true });
  copyFileSync(resolve(repoRoot, `fixtures/forms/${FORM_ID}.json`), join(dir, `${FORM_ID}.json`));
  return site;
}

/** What the rendered form posts when a visitor fills in every required field correctly. */
export function validFields(): Record<string, string | string[]> {
  return {
    _wpcf7: String(FORM_ID),
    _wpcf7_version: '6.2',
    _wpcf7_locale: 'tr_TR',
    _wpcf7_unit_tag: UNIT_TAG,
    _wpcf7_container_post: '4740',
    _wpcf7_posted_data_hash: '',
    'your-name': 'Ayşe Yılmaz',
    'your-email': 'ayse@example.com',
    'your-subject': 'Yeni proje',
    'your-message': 'Kurumsal sitemiz için bir slayt istiyoruz.',
    'your-consent': '1',
  };
}

/** A multipart body: arrays become repeated entries, File values stay files. */
export function multipart(fields: Record<string, string | string[] | File>): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) fd.append(name, v);
    else fd.append(name, value);
  }
  return fd;
}

export function post(body: FormData | string | undefined, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', body, headers: { 'user-agent': BROWSER_UA, ...headers } };
}
