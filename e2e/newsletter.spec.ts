import { expect, test, type Page } from '@playwright/test';
import { openE2eDb } from './helpers.ts';

// The newsletter block (SPEC §4/§5/§7/§8, BEHAVIOURS §4) against the real server and DB.

const SUCCESS = 'Abone olduğunuz için teşekkürler.';
const FAILURE = 'Bir şeyler ters gitti. Lütfen tekrar deneyin.';

async function rowsFor(email: string): Promise<{ email: string; fields: string }[]> {
  const db = await openE2eDb();
  try {
    return db.prepare('SELECT email, fields FROM newsletter_subscriptions WHERE email = ?').all(email) as { email: string; fields: string }[];
  } finally {
    db.close();
  }
}

/** Opens the page and records the block's events: DOM CustomEvents and mc4wp.forms.on. */
async function openForm(page: Page) {
  await page.goto('/');
  const form = page.locator('form#mc4wp-form-1.mc4wp-form');
  await expect(form).toHaveAttribute('data-name', 'Bülten');
  await page.waitForFunction(() => 'mc4wp' in window);
  await page.evaluate(() => {
    const seen: string[] = [];
    const w = window as unknown as { formEvents: string[]; mc4wp: { forms: { on(n: string, cb: (f: { id: number; name: string }) => void): void } } };
    w.formEvents = seen;
    for (const name of ['started', 'change', 'submit', 'submitted', 'success', 'subscribed', 'error']) {
      document.addEventListener(`mc4wp-${name}`, () => {
        if (seen[seen.length - 1] !== name) seen.push(name); // one entry per run of changes
      });
    }
    // Through the event API: called just before the DOM event of the same emit.
    w.mc4wp.forms.on('4751.subscribed', (f) => seen.push(`on:${f.id}.subscribed:${f.name}`));
  });
  return form;
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { formEvents: string[] }).formEvents);

/**
 * The events without `change`, and a check that changes came between `started` and `submit`. (A change fired
 * within 10 ms of the submit may arrive after it: mc4wp defers all but submit.)
 */
async function eventOrder(page: Page): Promise<string[]> {
  const seen = await events(page);
  const firstChange = seen.indexOf('change');
  expect(firstChange).toBeGreaterThan(seen.indexOf('started'));
  expect(firstChange).toBeLessThan(seen.indexOf('submit'));
  return seen.filter((e) => e !== 'change');
}

/** mc4wp refuses a form sent less than 2 s after it was rendered (a bot); a person takes longer. */
async function waitTwoSecondsAfterRender(page: Page) {
  const rendered = Number(await page.locator('input[name=_mc4wp_timestamp]').inputValue());
  await page.waitForFunction((t) => Date.now() / 1000 >= t + 3, rendered);
}

test('conditional fields, events in order, the success message, one stored subscription; again with the same address: no duplicate', async ({ page }) => {
  const form = await openForm(page);
  const company = form.getByLabel('Şirket adı');
  const interest = form.getByLabel('En çok hangi konu ilginizi çekiyor?');

  // Nobody chose an audience yet: the company is hidden and not required; the topic is shown and required.
  await expect(company).toBeHidden();
  await expect(company).toHaveJSProperty('required', false);
  await expect(company).toHaveAttribute('data-was-required', 'true');
  await expect(interest).toBeVisible();
  await expect(interest).toHaveJSProperty('required', true);

  await form.getByLabel('Şirketim için').check();
  await expect(company).toBeVisible();
  await expect(company).toHaveJSProperty('required', true);
  await expect(company).not.toHaveAttribute('data-was-required', /./);
  await expect(interest).toBeHidden();
  await expect(interest).toHaveJSProperty('required', false);

  // Back: data-hide-if gives `required` back (mc4wp's quirk keeps it off; we do not).
  await form.getByLabel('Kendim için').check();
  await expect(company).toBeHidden();
  await expect(interest).toBeVisible();
  await expect(interest).toHaveJSProperty('required', true);

  await form.getByLabel('Şirketim için').check();
  const email = `ada.${Date.now()}@example.com`;
  await form.getByLabel('E-posta adresiniz').fill(email);
  await form.getByLabel('Adınız (isteğe bağlı)').fill('Ada');
  await company.fill('Strata AŞ');
  await waitTwoSecondsAfterRender(page);

  const settings = JSON.parse((await page.locator('#strata-page-settings').textContent()) ?? '{}') as { rest_nonce: string };
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wp-json/strata/v1/newsletter', async (route) => {
    await held;
    await route.continue();
  });
  const request = page.waitForRequest((r) => r.url().endsWith('/wp-json/strata/v1/newsletter'));
  const submit = form.getByRole('button', { name: 'Abone ol' });
  await submit.click();
  const sent = await request;
  expect(sent.method()).toBe('POST');
  expect(sent.headers()['content-type']).toBe('application/json');
  expect(sent.headers()['x-wp-nonce']).toBe(settings.rest_nonce);
  expect(sent.postDataJSON()).toMatchObject({ EMAIL: email, NAME: 'Ada', AUDIENCE: 'kurumsal', COMPANY: 'Strata AŞ', _mc4wp_honeypot: '', _mc4wp_form_id: '4751' });
  await expect(submit).toBeDisabled();
  release();

  await expect(form.locator('.mc4wp-success')).toHaveText(SUCCESS);
  await expect(submit).toBeHidden();
  await expect.poll(() => eventOrder(page)).toEqual(['started', 'submit', 'submitted', 'success', 'on:4751.subscribed:Bülten', 'subscribed']);
  const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
  expect(dataLayer).toContainEqual({ event: 'newsletter_subscribed', event_category: 'email marketing', event_label: 'mc4wp-form-1' });
  const stored = await rowsFor(email);
  expect(stored).toHaveLength(1);
  expect(JSON.parse(stored[0]!.fields)).toEqual({ EMAIL: email, NAME: 'Ada', AUDIENCE: 'kurumsal', COMPANY: 'Strata AŞ' });

  // The same address (other case) a second time: thanked again, stored once.
  await page.unroute('**/wp-json/strata/v1/newsletter');
  const again = await openForm(page);
  await again.getByLabel('E-posta adresiniz').fill(email.toUpperCase());
  await again.getByLabel('Kendim için').check();
  await again.getByLabel('En çok hangi konu ilginizi çekiyor?').selectOption('gelistirme');
  await waitTwoSecondsAfterRender(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/wp-json/strata/v1/newsletter'));
  await again.getByRole('button', { name: 'Abone ol' }).click();
  expect((await answer).status()).toBe(200); // already_subscribed is a success too (mc4wp)
  await expect(again.locator('.mc4wp-success')).toHaveText(SUCCESS);
  expect(await rowsFor(email)).toHaveLength(1);
});

test('a failed subscription shows the Turkish error and enables the button again', async ({ page }) => {
  const form = await openForm(page);
  await page.route('**/wp-json/strata/v1/newsletter', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"error","message":"x","data":{"status":500}}' }),
  );
  const email = `fail.${Date.now()}@example.com`;
  await form.getByLabel('E-posta adresiniz').fill(email);
  await form.getByLabel('Kendim için').check();
  await form.getByLabel('En çok hangi konu ilginizi çekiyor?').selectOption('tasarim');
  const submit = form.getByRole('button', { name: 'Abone ol' });
  await submit.click();
  await expect(form.locator('.mc4wp-error')).toHaveText(FAILURE);
  await expect(submit).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect.poll(() => eventOrder(page)).toEqual(['started', 'submit', 'submitted', 'error']);
  expect(await rowsFor(email)).toEqual([]);
});

test('the browser will not send while a visible required field is empty', async ({ page }) => {
  const form = await openForm(page);
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/wp-json/strata/v1/newsletter')) sent = true;
  });
  await form.getByLabel('E-posta adresiniz').fill('ada@example.com');
  await form.getByLabel('Şirketim için').check();
  await form.getByRole('button', { name: 'Abone ol' }).click();
  expect(await form.getByLabel('Şirket adı').evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  expect(sent).toBe(false);
});
