import { expect, test, type Page } from '@playwright/test';
import { openE2eDb, watchConsole } from './helpers.ts';

// The home page's contact form (fixtures/forms/4811.json) on the services page (post 4740).
const TAG = 'wpcf7-f4811-p4740-o1';
const id = (field: string) => `#${TAG}-${field}`;
const wrap = (field: string) => `#${TAG} .wpcf7-form-control-wrap[data-name="${field}"]`;

interface Recorded {
  type: string;
  status?: string;
  prevStatus?: string;
  unitTag?: string;
  contactFormId?: number;
  inputs?: string[];
  apiStatus?: string;
}

/** Records every wpcf7* event that bubbles to the document, with the parts of its detail a test reads. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { cf7Events: unknown[] }).cf7Events = seen;
    for (const type of ['beforesubmit', 'submit', 'invalid', 'unaccepted', 'spam', 'aborted', 'mailsent', 'mailfailed', 'reset', 'statuschanged']) {
      document.addEventListener(`wpcf7${type}`, (event) => {
        const d = (event as CustomEvent).detail;
        seen.push({
          type: event.type, status: d.status, prevStatus: d.prevStatus, unitTag: d.unitTag, contactFormId: d.contactFormId,
          inputs: d.inputs?.map((i: { name: string }) => i.name), apiStatus: d.apiResponse?.status,
        });
      });
    }
  });
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { cf7Events: Recorded[] }).cf7Events);
const statusChanges = async (page: Page) => (await events(page)).filter((e) => e.type === 'wpcf7statuschanged').map((e) => `${e.prevStatus}→${e.status}`);

async function openContactSection(page: Page) {
  await page.goto('/');
  await page.locator('#iletisim').scrollIntoViewIfNeeded();
  // `js` replaces `no-js` once the controller runs; change validation waits for the schema (as CF7's).
  await expect(page.locator(`#${TAG}`)).toHaveClass(/\bjs\b/);
  await page.waitForFunction((tag) => {
    const form = document.querySelector(`#${tag} > form`) as (HTMLFormElement & { wpcf7?: { schema?: unknown } }) | null;
    return form?.wpcf7?.schema !== undefined;
  }, TAG);
}

async function fillValid(page: Page) {
  await page.fill(id('your-name'), 'Ayşe Yılmaz');
  await page.fill(id('your-email'), 'ayse@example.com');
  await page.selectOption(id('your-subject'), 'Teklif isteği');
  await page.fill(id('your-message'), 'Kurumsal sitemiz için katmanlı bir slayt istiyoruz.');
  await page.check(id('your-consent'));
}

test('an invalid submission shows each field error; a fixed one is sent, resets the form and is stored', async ({ page }) => {
  const errors = watchConsole(page);
  await recordEvents(page);
  await openContactSection(page);
  const form = page.locator(`#${TAG} > form`);
  await expect(form).toHaveAttribute('data-status', 'init');

  await page.check(id('your-consent'));
  await page.fill(id('your-email'), 'yanlis-adres');
  await page.fill(id('your-message'), 'kısa');
  await page.click(`#${TAG} .wpcf7-submit`);

  await expect(form).toHaveAttribute('data-status', 'invalid');
  await expect(form).toHaveClass(/\binvalid\b/);
  await expect(page.locator(`#${TAG} .wpcf7-response-output`)).toHaveText('Bir veya daha fazla alanda hata var. Lütfen kontrol edip tekrar deneyin.');
  const tips = {
    'your-name': 'Lütfen bu alanı doldurun.',
    'your-email': 'Lütfen bir e-posta adresi girin.',
    'your-subject': 'Lütfen bu alanı doldurun.',
    'your-message': 'Bu alana girilen metin çok kısa.',
  };
  for (const [field, message] of Object.entries(tips)) {
    await expect(page.locator(`${wrap(field)} .wpcf7-not-valid-tip`)).toHaveText(message);
    const control = page.locator(id(field));
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveClass(/wpcf7-not-valid/);
    await expect(control).toHaveAttribute('aria-describedby', new RegExp(`^${TAG}-ve-${field}\\b`));
    expect(await control.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(message);
  }
  // Screen readers get the message and a list linking each error to its field.
  await expect(page.locator(`#${TAG} .screen-reader-response [role="status"]`)).toHaveText(/Bir veya daha fazla alanda hata var/);
  await expect(page.locator(`#${TAG} .screen-reader-response li`)).toHaveCount(4);
  await expect(page.locator(`#${TAG}-ve-your-email a`)).toHaveAttribute('href', id('your-email'));
  await expect(page.locator(id('your-name'))).toBeFocused();
  let seen = await events(page);
  expect(seen.map((e) => e.type).filter((t) => t !== 'wpcf7statuschanged')).toEqual(['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7submit']);
  const submitted = seen.find((e) => e.type === 'wpcf7submit')!;
  expect(submitted).toMatchObject({ status: 'validation_failed', apiStatus: 'validation_failed', unitTag: TAG, contactFormId: 4811 });
  expect(submitted.inputs).toEqual(expect.arrayContaining(['your-name', 'your-email', 'your-consent']));
  expect(submitted.inputs!.some((n) => n.startsWith('_'))).toBe(false);
  expect(await statusChanges(page)).toEqual(expect.arrayContaining(['init→submitting', 'submitting→invalid']));

  await fillValid(page);
  await page.check(`${wrap('topics')} input[value="Diğer"]`);
  await page.fill(`${wrap('topics')} .wpcf7-free-text`, 'Animasyon');
  await page.check(`${wrap('contact-method')} input[value="Telefon"]`);
  await page.fill(id('your-date'), '2026-05-04');
  await page.setInputFiles(id('your-file'), { name: 'brif.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await page.click(`#${TAG} .wpcf7-submit`);

  await expect(form).toHaveAttribute('data-status', 'sent');
  await expect(page.locator(`#${TAG} .wpcf7-response-output`)).toHaveText('Mesajınız için teşekkürler. Mesajınız gönderildi.');
  await expect(page.locator(`#${TAG} .wpcf7-not-valid-tip`)).toHaveCount(0);
  // Reset: the fields are empty again and the consent must be given anew.
  await expect(page.locator(id('your-name'))).toHaveValue('');
  await expect(page.locator(id('your-consent'))).not.toBeChecked();
  await expect(page.locator(`#${TAG} .wpcf7-submit`)).toBeDisabled();
  const hash = await page.locator(`#${TAG} input[name="_wpcf7_posted_data_hash"]`).inputValue();
  expect(hash).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(async () => (await events(page)).at(-1)?.type).toBe('wpcf7reset');
  seen = await events(page);
  const lastRound = seen.slice(seen.findLastIndex((e) => e.type === 'wpcf7beforesubmit'));
  expect(lastRound.map((e) => e.type).filter((t) => t !== 'wpcf7statuschanged')).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);
  expect(await statusChanges(page)).toEqual(expect.arrayContaining(['invalid→submitting', 'submitting→sent', 'sent→resetting', 'resetting→sent']));
  const sent = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(sent).toContainEqual({ event: 'contact_form_sent', event_category: 'contact form', event_label: '4811' });

  const db = await openE2eDb();
  try {
    const row = db.prepare('SELECT * FROM contact_submissions WHERE posted_data_hash = ?').get(hash) as Record<string, string | number>;
    expect(row).toMatchObject({ form_id: 4811, unit_tag: TAG, container_post: 4740 });
    expect(JSON.parse(String(row.fields))).toMatchObject({
      'your-name': 'Ayşe Yılmaz', 'your-email': 'ayse@example.com', 'your-subject': 'Teklif isteği', 'your-date': '2026-05-04',
      topics: ['Diğer Animasyon'], 'contact-method': ['Telefon'], 'your-consent': true, 'your-newsletter': false,
    });
    expect(JSON.parse(String(row.files))).toEqual([{ field: 'your-file', name: 'brif.png', size: 8, type: 'image/png' }]);
  } finally {
    db.close();
  }
  expect(errors).toEqual([]);
});

test('helpers: acceptance gates submit, URL prefix, counter, exclusive and free-text options, validation on change', async ({ page }) => {
  await recordEvents(page);
  await openContactSection(page);
  // A change validates every field up to the changed one, in the browser, with the server's schema.
  await page.fill(id('your-email'), 'yanlis');
  await page.locator(id('your-email')).blur();
  await expect(page.locator(`${wrap('your-email')} .wpcf7-not-valid-tip`)).toHaveText('Lütfen bir e-posta adresi girin.');
  await expect(page.locator(`${wrap('your-name')} .wpcf7-not-valid-tip`)).toHaveText('Lütfen bu alanı doldurun.');
  await expect(page.locator(`${wrap('your-subject')} .wpcf7-not-valid-tip`)).toHaveCount(0); // after the changed field
  expect(await statusChanges(page)).toEqual(expect.arrayContaining(['init→validating', 'validating→init']));
  await expect(page.locator(`#${TAG} > form`)).toHaveAttribute('data-status', 'init');
  await page.fill(id('your-email'), 'ada@example.com');
  await page.locator(id('your-email')).blur();
  await expect(page.locator(`${wrap('your-email')} .wpcf7-not-valid-tip`)).toHaveCount(0);
  await expect(page.locator(id('your-email'))).toHaveAttribute('aria-invalid', 'false');

  const submit = page.locator(`#${TAG} .wpcf7-submit`);
  await expect(submit).toBeDisabled();
  await page.check(id('your-newsletter')); // optional: changes nothing
  await expect(submit).toBeDisabled();
  await page.check(id('your-consent'));
  await expect(submit).toBeEnabled();
  await page.uncheck(id('your-consent'));
  await expect(submit).toBeDisabled();

  await page.fill(id('your-website'), 'ornek.com.tr');
  await page.locator(id('your-website')).blur();
  await expect(page.locator(id('your-website'))).toHaveValue('http://ornek.com.tr');

  const counter = page.locator(`#${TAG} .wpcf7-character-count`);
  await expect(counter).toHaveText('1000');
  await page.locator(id('your-message')).pressSequentially('Merhaba');
  await expect(counter).toHaveText('993');
  await expect(counter).toHaveClass(/too-short/);
  await page.locator(id('your-message')).pressSequentially(' dünya!');
  await expect(counter).toHaveText('986');
  await expect(counter).not.toHaveClass(/too-short/);

  const method = (v: string) => page.locator(`${wrap('contact-method')} input[value="${v}"]`);
  await method('E-posta').check();
  await method('Telefon').check();
  await expect(method('E-posta')).not.toBeChecked();
  await expect(method('Telefon')).toBeChecked();

  const freeText = page.locator(`${wrap('topics')} .wpcf7-free-text`);
  await expect(freeText).toBeDisabled();
  await page.check(`${wrap('topics')} input[value="Diğer"]`);
  await expect(freeText).toBeEnabled();
  await expect(freeText).toBeFocused();
  await page.uncheck(`${wrap('topics')} input[value="Diğer"]`);
  await expect(freeText).toBeDisabled();

});

test('a failed request tells the visitor (offline, a broken reply), logs CF7’s error, and a retry is sent', async ({ page }) => {
  const errors = watchConsole(page);
  await recordEvents(page);
  await openContactSection(page);
  const db = await openE2eDb();
  const count = () => (db.prepare('SELECT COUNT(*) AS n FROM contact_submissions').get() as { n: number }).n;
  const before = count();
  const output = page.locator(`#${TAG} .wpcf7-response-output`);
  const form = page.locator(`#${TAG} > form`);
  try {
    await fillValid(page);
    await page.route('**/contact-form-7/v1/contact-forms/4811/feedback', (route) => route.abort('internetdisconnected'));
    await page.click(`#${TAG} .wpcf7-submit`);
    await expect(output).toHaveText('Sunucuya ulaşılamadı; internet bağlantınız kesilmiş olabilir. Bağlantınızı kontrol edip yeniden gönderin.');
    await expect(output).toHaveClass(/wpcf7-request-error/);
    await expect(form).toHaveAttribute('data-status', 'submitting'); // as CF7: the status stays
    await expect(page.locator(`#${TAG} .wpcf7-spinner`)).toBeHidden();
    expect(errors.some((e) => e.includes('fetch_error'))).toBe(true);

    await page.unroute('**/contact-form-7/v1/contact-forms/4811/feedback');
    await page.route('**/contact-form-7/v1/contact-forms/4811/feedback', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<b>Fatal error</b>' }));
    await page.click(`#${TAG} .wpcf7-submit`);
    await expect(output).toHaveText('Mesajınız şu anda iletilemedi. Lütfen biraz sonra yeniden deneyin.');
    expect(errors.some((e) => e.includes('invalid_json'))).toBe(true);

    await page.unroute('**/contact-form-7/v1/contact-forms/4811/feedback');
    await page.click(`#${TAG} .wpcf7-submit`);
    await expect(form).toHaveAttribute('data-status', 'sent');
    await expect(output).not.toHaveClass(/wpcf7-request-error/);
    expect(count()).toBe(before + 1);
    expect((await events(page)).filter((e) => e.type === 'wpcf7mailsent')).toHaveLength(1);
  } finally {
    db.close();
  }
});

test('a form placed inside another form is replaced by the Turkish error; schemas are fetched once per form', async ({ page }) => {
  const errors = watchConsole(page);
  const schemaRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/feedback/schema')) schemaRequests.push(r.url());
  });
  await page.goto('/contact-demo.html');
  await expect(page.locator('#yanlis-yer .wpcf7-form-in-wrong-place')).toHaveText('Hata: Bu iletişim formu yanlış yere yerleştirilmiş.');
  await expect(page.locator('form.page-builder-form .wpcf7')).toHaveCount(0);
  await expect(page.locator('#dogru-yer .wpcf7')).toHaveClass(/\bjs\b/);
  await expect(page.locator('#dogru-yer .wpcf7')).toHaveAttribute('id', 'wpcf7-f4811-p4740-o1');
  await page.waitForLoadState('networkidle');
  // StrictMode mounts the component twice; the page still asks for the schema once.
  expect(schemaRequests).toHaveLength(1);
  expect(errors).toEqual([]);
});
