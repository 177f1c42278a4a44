import { describe, expect, it, vi } from 'vitest';
import { ApiError, createCf7Api, endpointUrl, FETCH_ERROR_MESSAGE, INVALID_JSON_MESSAGE } from './api.ts';
import { missingBrowserFeature } from './features.ts';
import { readFeedbackReply } from './reply.ts';
import { createSchemaStore } from './schema-store.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('endpointUrl', () => {
  it('joins the REST root and the CF7 namespace, also for a ?rest_route= root', () => {
    expect(endpointUrl('/wp-json/', 'contact-forms/4811/feedback')).toBe('/wp-json/contact-form-7/v1/contact-forms/4811/feedback');
    expect(endpointUrl('/?rest_route=/', '/contact-forms/1/refill?x=1')).toBe('/?rest_route=/contact-form-7/v1/contact-forms/1/refill&x=1');
  });
});

describe('createCf7Api', () => {
  it('GETs and POSTs JSON with the Accept header CF7 sends, and no nonce', async () => {
    const fetch = vi.fn(async () => json({ ok: 1 }));
    const api = createCf7Api({ root: '/wp-json/', fetch });
    const body = new FormData();
    expect(await api.post('contact-forms/1/feedback', body)).toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledWith('/wp-json/contact-form-7/v1/contact-forms/1/feedback', expect.objectContaining({
      method: 'POST', body, headers: { Accept: 'application/json, */*;q=0.1' },
    }));
  });

  it('turns a network failure into fetch_error and a non-JSON body into invalid_json (SPEC §8)', async () => {
    const offline = createCf7Api({ root: '/', fetch: async () => { throw new TypeError('Failed to fetch'); } });
    await expect(offline.get('x')).rejects.toMatchObject({ code: 'fetch_error', message: FETCH_ERROR_MESSAGE });
    const html = createCf7Api({ root: '/', fetch: async () => new Response('<b>Fatal error</b>', { status: 200 }) });
    await expect(html.get('x')).rejects.toMatchObject({ code: 'invalid_json', message: INVALID_JSON_MESSAGE });
  });

  it('treats a non-2xx answer as an error naming the status and the WP_Error code', async () => {
    const api = createCf7Api({ root: '/wp-json/', fetch: async () => json({ code: 'wpcf7_not_found', message: 'Nope' }, 404) });
    const err = await api.get('contact-forms/9/refill').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'http_error', status: 404, message: 'The server answered 404 to GET contact-forms/9/refill (wpcf7_not_found: Nope)' });
  });

  it('lets an abort through as it is (a destroyed form is not an error to report)', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const api = createCf7Api({ root: '/', fetch: async () => { throw abort; } });
    await expect(api.get('x')).rejects.toBe(abort);
  });
});

describe('createSchemaStore', () => {
  const schema = { version: 'Contact Form 7 SWV Schema 2024-10', locale: 'tr_TR', rules: [{ rule: 'required', field: 'a', error: 'e' }] };

  it('fetches each form schema once, however many forms ask', async () => {
    const get = vi.fn(async () => schema);
    const store = createSchemaStore({ get, post: vi.fn() });
    const [a, b] = await Promise.all([store.load(4811), store.load(4811)]);
    expect(a).toBe(b);
    await store.load(4811);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('contact-forms/4811/feedback/schema');
  });

  it('refuses a malformed schema, and forgets a failure so the next form retries', async () => {
    const get = vi.fn().mockResolvedValueOnce({ rules: 'all of them' }).mockResolvedValueOnce(schema);
    const store = createSchemaStore({ get, post: vi.fn() });
    await expect(store.load(1)).rejects.toThrow('SWV schema: rules must be an array');
    await expect(store.load(1)).resolves.toEqual(schema);
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('missingBrowserFeature', () => {
  const full = { fetch: () => {}, FormData: function FormData() {}, NodeList: { prototype: { forEach: () => {} } } };
  it('names the first missing feature with CF7’s message, or null', () => {
    expect(missingBrowserFeature(full)).toBeNull();
    expect(missingBrowserFeature({ ...full, fetch: undefined })).toBe('Your browser does not support window.fetch().');
    expect(missingBrowserFeature({ ...full, FormData: undefined })).toBe('Your browser does not support window.FormData().');
    expect(missingBrowserFeature({ ...full, NodeList: { prototype: {} } })).toBe('Your browser does not support NodeList.forEach().');
    expect(missingBrowserFeature(full, {})).toBe('Your browser does not support String.replaceAll().');
  });
});

describe('readFeedbackReply', () => {
  it('reads status, message, hash and the invalid fields', () => {
    const raw = { status: 'validation_failed', message: 'm', posted_data_hash: '', invalid_fields: [{ field: 'a', message: 'x', idref: null }, { junk: 1 }] };
    expect(readFeedbackReply(raw)).toEqual({
      status: 'validation_failed', message: 'm', postedDataHash: '', invalidFields: [{ field: 'a', message: 'x' }], refill: { captcha: [], quiz: [] }, pixelEvents: [], raw,
    });
  });
  it('calls a reply without status and message an invalid response', () => {
    for (const raw of [null, 'ok', {}, { status: '', message: 'm' }, { status: 'mail_sent' }]) {
      expect(() => readFeedbackReply(raw)).toThrow(expect.objectContaining({ code: 'invalid_json' }));
    }
  });
});
