import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { buildSwvSchema } from '../../contact/form-schema.ts';
import { createFormRepository } from './forms.ts';
import { listSubmissions } from './store.ts';
import { mountContactForms } from './routes.ts';
import { siteFactory, type TestSite } from '../test-helpers.ts';
import { BROWSER_UA, FEEDBACK, FORM_ID, UNIT_TAG, contactSite, multipart, post, validFields } from './test-helpers.ts';

const site = siteFactory(() => contactSite());

const API = '/wp-json/contact-form-7/v1/contact-forms';

/** The server still answers a normal request (after a bad one). */
async function stillServes(s: TestSite) {
  const res = await s.app.request(`${API}/${FORM_ID}/feedback/schema`);
  expect(res.status).toBe(200);
}

describe('GET contact-forms/{id}/feedback/schema', () => {
  it('serves the form schema CF7 6.2 serves: version, locale and the rules built from the definition', async () => {
    const s = site();
    const res = await s.app.request(`${API}/${FORM_ID}/feedback/schema`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ version: 'Contact Form 7 SWV Schema 2024-10', locale: 'tr_TR' });
    const form = createFormRepository(`${s.root}/fixtures`).find(FORM_ID)!;
    expect(body).toEqual(buildSwvSchema(form));
    expect(body.rules[0]).toEqual({ rule: 'required', field: 'your-name', error: 'Lütfen bu alanı doldurun.' });
  });

  it('is also served as ?rest_route=, as WordPress without pretty permalinks', async () => {
    const s = site();
    const res = await s.app.request(`/?rest_route=/contact-form-7/v1/contact-forms/${FORM_ID}/feedback/schema`);
    expect(res.status).toBe(200);
    expect((await res.json()).version).toBe('Contact Form 7 SWV Schema 2024-10');
  });

  it('answers an unknown form 404 wpcf7_not_found in the WP_Error shape', async () => {
    const s = site();
    const res = await s.app.request(`${API}/999/feedback/schema`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'wpcf7_not_found', message: 'The requested contact form was not found (id 999).', data: { status: 404 },
    });
  });

  it('answers other routes and methods 404 rest_no_route, naming what is served', async () => {
    const s = site();
    for (const [path, method] of [[`${API}/abc/feedback/schema`, 'GET'], [`${API}/${FORM_ID}`, 'GET'], [`${API}/${FORM_ID}/feedback`, 'GET'], [`${API}/${FORM_ID}/refill`, 'POST']]) {
      const res = await s.app.request(path!, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      const body = await res.json();
      expect(body.code).toBe('rest_no_route');
      expect(body.message).toContain('POST …/feedback (multipart/form-data)');
    }
  });
});

describe('GET contact-forms/{id}/refill', () => {
  it('answers {} (no captcha, no quiz) and 404 for an unknown form', async () => {
    const s = site();
    expect(await (await s.app.request(`${API}/${FORM_ID}/refill`)).json()).toEqual({});
    expect((await s.app.request(`${API}/12/refill`)).status).toBe(404);
  });
});

describe('POST contact-forms/{id}/feedback: request errors', () => {
  it('refuses any body that is not multipart/form-data with 415, storing nothing', async () => {
    const s = site();
    const fields = validFields() as Record<string, string>;
    const bodies: Array<[string, RequestInit]> = [
      ['urlencoded', post(new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' })],
      ['json', post(JSON.stringify(fields), { 'content-type': 'application/json' })],
      ['none', post(undefined)],
    ];
    for (const [what, init] of bodies) {
      const res = await s.app.request(FEEDBACK, init);
      expect(res.status, what).toBe(415);
      const body = await res.json();
      expect(body.code).toBe('wpcf7_unsupported_media_type');
      expect(body.data).toEqual({ status: 415 });
      expect(body.message).toContain('send multipart/form-data');
    }
    expect(listSubmissions(s.db, FORM_ID)).toEqual([]);
    await stillServes(s);
  });

  it('answers a missing, malformed or foreign unit tag 400 wpcf7_unit_tag_not_found', async () => {
    const s = site();
    const cases: Array<[string, string | undefined, string]> = [
      ['missing', undefined, 'got none'],
      ['malformed', 'wpcf7-f4811-oX', 'got "wpcf7-f4811-oX"'],
      ['script', '<script>', 'must look like wpcf7-f4811-p<post>-o<n>'],
      ['another form', 'wpcf7-f12-p4740-o1', 'belongs to form 12, not 4811'],
    ];
    for (const [what, tag, says] of cases) {
      const fields: Record<string, string | string[]> = validFields();
      if (tag === undefined) delete fields._wpcf7_unit_tag;
      else fields._wpcf7_unit_tag = tag;
      const res = await s.app.request(FEEDBACK, post(multipart(fields)));
      expect(res.status, what).toBe(400);
      const body = await res.json();
      expect(body.code, what).toBe('wpcf7_unit_tag_not_found');
      expect(body.message, what).toContain(says);
    }
    expect(listSubmissions(s.db, FORM_ID)).toEqual([]);
    await stillServes(s);
  });

  it('accepts a unit tag without -p (a form outside a post)', async () => {
    const s = site();
    const res = await s.app.request(FEEDBACK, post(multipart({ ...validFields(), _wpcf7_unit_tag: `wpcf7-f${FORM_ID}-o2` })));
    expect((await res.json()).status).toBe('mail_sent');
  });

  it('answers an unknown form 404 before reading the body', async () => {
    const s = site();
    const res = await s.app.request(`${API}/999/feedback`, post(multipart(validFields())));
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('wpcf7_not_found');
    await stillServes(s);
  });

  it('answers a broken multipart body 400, naming the problem', async () => {
    const s = site();
    const res = await s.app.request(FEEDBACK, post('--x\r\nnonsense', { 'content-type': 'multipart/form-data; boundary=y' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'wpcf7_invalid_body', message: 'The request body is not valid multipart/form-data.' });
    await stillServes(s);
  });

  it('answers a body over 1 MiB 413 (the app-wide limit), stores nothing, and keeps serving', async () => {
    const s = site();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const res = await s.app.request(FEEDBACK, post(multipart({ ...validFields(), 'your-file': big })));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toContain('the limit is 1048576 bytes');
    expect(listSubmissions(s.db, FORM_ID)).toEqual([]);
    await stillServes(s);
  });
});

describe('POST contact-forms/{id}/feedback: statuses', () => {
  it('mail_sent: stores the fields (no _wpcf7 fields), file metadata and hash, and replies as CF7', async () => {
    const s = site();
    const pdf = new File(['%PDF-1.4 brief'], 'Brif.PDF', { type: 'application/pdf' });
    const fields = {
      ...validFields(), 'topics[]': ['Web sitesi', 'Diğer'], _wpcf7_checkbox_free_text_topics: ' Animasyon ',
      'contact-method': 'Telefon', 'your-website': 'http://example.com', 'your-date': '2026-05-04',
    };
    const res = await s.app.request(FEEDBACK, post(multipart({ ...fields, 'your-file': pdf })));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      contact_form_id: FORM_ID, status: 'mail_sent', message: 'Mesajınız için teşekkürler. Mesajınız gönderildi.',
      posted_data_hash: expect.stringMatching(/^[0-9a-f]{32}$/), into: `#${UNIT_TAG}`, invalid_fields: [],
    });
    const [row, ...rest] = listSubmissions(s.db, FORM_ID);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ form_id: FORM_ID, unit_tag: UNIT_TAG, container_post: 4740, posted_data_hash: body.posted_data_hash });
    expect(row!.fields).toEqual({
      'your-name': 'Ayşe Yılmaz', 'your-email': 'ayse@example.com', 'your-phone': '', 'your-website': 'http://example.com',
      'your-subject': 'Yeni proje', 'your-date': '2026-05-04', 'your-message': 'Kurumsal sitemiz için bir slayt istiyoruz.',
      topics: ['Web sitesi', 'Diğer Animasyon'], 'contact-method': ['Telefon'], 'your-consent': true, 'your-newsletter': false,
    });
    expect(row!.files).toEqual([{ field: 'your-file', name: 'Brif.PDF', size: 14, type: 'application/pdf' }]);
    expect(Date.parse(row!.created_at)).not.toBeNaN();
  });

  it('validation_failed: every invalid field with its message and error id, no hash, nothing stored', async () => {
    const s = site();
    const res = await s.app.request(FEEDBACK, post(multipart({
      _wpcf7_unit_tag: UNIT_TAG, 'your-email': 'not-an-email', 'your-phone': '12', 'your-date': '2026-02-30',
      'your-message': 'kısa', 'your-consent': '1',
    })));
    const body = await res.json();
    expect(body.status).toBe('validation_failed');
    expect(body.message).toBe('Bir veya daha fazla alanda hata var. Lütfen kontrol edip tekrar deneyin.');
    expect(body.posted_data_hash).toBe('');
    expect(body.invalid_fields).toEqual([
      { field: 'your-name', message: 'Lütfen bu alanı doldurun.', idref: null, error_id: `${UNIT_TAG}-ve-your-name` },
      { field: 'your-email', message: 'Lütfen bir e-posta adresi girin.', idref: null, error_id: `${UNIT_TAG}-ve-your-email` },
      { field: 'your-phone', message: 'Lütfen bir telefon numarası girin.', idref: null, error_id: `${UNIT_TAG}-ve-your-phone` },
      { field: 'your-subject', message: 'Lütfen bu alanı doldurun.', idref: null, error_id: `${UNIT_TAG}-ve-your-subject` },
      // The server is calendar-strict (PHP checkdate): 30 February is not a date.
      { field: 'your-date', message: 'Lütfen YYYY-AA-GG biçiminde bir tarih girin.', idref: null, error_id: `${UNIT_TAG}-ve-your-date` },
      { field: 'your-message', message: 'Bu alana girilen metin çok kısa.', idref: null, error_id: `${UNIT_TAG}-ve-your-message` },
    ]);
    expect(listSubmissions(s.db, FORM_ID)).toEqual([]);
  });

  it('validation_failed for what only a forged request can send: unknown options, two exclusive ticks, wrong file type or size', async () => {
    const s = site();
    const res = await s.app.request(FEEDBACK, post(multipart({
      ...validFields(), 'your-subject': 'Bedava', 'contact-method[]': ['E-posta', 'Telefon'],
      'your-file': new File(['MZ'], 'setup.exe', { type: 'application/pdf' }),
    })));
    const body = await res.json();
    expect(body.invalid_fields.map((f: { field: string; message: string }) => [f.field, f.message])).toEqual([
      ['your-subject', 'Undefined value was submitted through this field.'],
      ['contact-method', 'Too many items are selected.'],
      ['your-file', 'Bu türde dosya yüklemenize izin verilmiyor.'],
    ]);
    const tooBig = await s.app.request(FEEDBACK, post(multipart({ ...validFields(), 'your-file': new File([new Uint8Array(512001)], 'a.png') })));
    expect((await tooBig.json()).invalid_fields).toEqual([expect.objectContaining({ field: 'your-file', message: 'Yüklenen dosya çok büyük.' })]);
    expect(listSubmissions(s.db, FORM_ID)).toEqual([]);
  });

  it('a file posted under a text field does not count as its value (server context: text rules read text)', async () => {
    const s = site();
    const res = await s.app.request(FEEDBACK, post(multipart({ ...validFields(), 'your-name': new File(['x'], 'name.txt') })));
    expect((await res.json()).invalid_fields).toEqual([expect.objectContaining({ field: 'your-name', message: 'Lütfen bu alanı doldurun.' })]);
  });

  it('acceptance_missing when the required consent is not ticked (the optional one never matters)', async () => {
    const s = site();
    const fields: Record<string, string | string[]> = validFields();
    delete fields['your-consent'];
    const body = await (await s.app.request(FEEDBACK, post(multipart(fields)))).json();
    expect(body).toMatchObject({
      status: 'acceptance_missing', posted_data_hash: '', invalid_fields: [],
      message: 'Mesajınızı göndermeden önce şartları ve koşulları kabul etmelisiniz.',
    });
    expect(listSubmissions(s.db, FORM_ID)).toEqual([]);
  });

  it('spam: a disallowed word anywhere (any case), or no User-Agent; nothing stored', async () => {
    const s = site();
    const word = await (await s.app.request(FEEDBACK, post(multipart({ ...validFields(), 'your-message': 'En iyi CASINO teklifleri burada!' })))).json();
    expect(word).toMatchObject({ status: 'spam', posted_data_hash: '', message: 'Mesajınız gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.' });
    const bot = await s.app.request(FEEDBACK, { method: 'POST', body: multipart(validFields()) });
    expect((await bot.json()).status).toBe('spam');
    expect(listSubmissions(s.db, FORM_ID)).toEqual([]);
  });

  it('mail_failed when the submission cannot be stored; the server keeps serving', async () => {
    const s = site();
    s.db.sql.exec('DROP TABLE contact_submissions');
    const body = await (await s.app.request(FEEDBACK, post(multipart(validFields())))).json();
    expect(body).toMatchObject({ status: 'mail_failed', message: 'Mesajınız gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.' });
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    await stillServes(s);
  });

  it('aborted when a before_send_mail hook says so; nothing stored', async () => {
    const s = site();
    const app = new Hono();
    mountContactForms(app, { db: s.db, fixturesDir: `${s.root}/fixtures`, beforeSendMail: ({ posted }) => (posted.fields['your-name'] === 'Ayşe Yılmaz' ? { abort: true } : undefined) });
    const body = await (await app.request(FEEDBACK, post(multipart(validFields())))).json();
    expect(body).toMatchObject({ status: 'aborted', message: 'Sending mail has been aborted.' });
    expect(listSubmissions(s.db, FORM_ID)).toEqual([]);
  });

  it('the same data gives the same posted_data_hash; the ?rest_route= form works for POST too', async () => {
    const s = site();
    const a = await (await s.app.request(FEEDBACK, post(multipart(validFields())))).json();
    const b = await (await s.app.request(`/?rest_route=/contact-form-7/v1/contact-forms/${FORM_ID}/feedback`, post(multipart(validFields()), { 'user-agent': BROWSER_UA }))).json();
    expect(b.status).toBe('mail_sent');
    expect(b.posted_data_hash).toBe(a.posted_data_hash);
    expect(listSubmissions(s.db, FORM_ID)).toHaveLength(2);
  });
});
