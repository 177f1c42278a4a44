import { describe, it, expect } from 'vitest';
import { form, makeSite, siteFactory, type TestSite, tinyModule } from './test-helpers.ts';

const REST = '/wp-json/sliderrevolution/sliders';
const AJAX = '/wp-admin/admin-ajax.php';
const FRONT = { action: 'revslider_ajax_call_front' };

const popup = {
  ...tinyModule('popup', { id: 30 }),
  settings: { alias: 'popup', title: 'Açılır', type: 'hero', modal: { h: 'right', v: 'top', cover: 'false', sp: '600ms', pS: 'true', bg: '#102030' } },
  v6v7ids: { '7': 30 },
};
const styled = { ...tinyModule('styled', { id: 31 }), settings: { alias: 'styled', modal: { bg: 'url(javascript:alert(1))', h: 'middle', sp: -5 } } };
// Slides keyed apart from their order, plus a global slide that has no order.
const ordered = {
  id: 32,
  settings: { alias: 'ordered' },
  slides: {
    '466': { id: 466, slide: { id: 466, order: 2 }, layers: [] },
    '550': { id: 550, slide: { id: 550, order: 1 }, layers: [] },
    '2': { id: 2, slide: { id: 2, order: 3 }, layers: [] },
    '481': { id: '481', slide: { id: 481, global: true }, layers: [] },
  },
};

const site = siteFactory(() => makeSite({ modules: { 'hero.json': tinyModule('hero'), 'popup.json': popup, 'styled.json': styled, 'ordered.json': ordered } }));

async function ajax(app: TestSite['app'], fields: Record<string, string>) {
  const res = await app.request(AJAX, form({ ...FRONT, ...fields }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('get_modal_settings', () => {
  it('fills FORMAT.md §9 defaults for a module without modal settings', async () => {
    const { app } = site();
    const res = await app.request(`${REST}/modal/12?srengine=7`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true, id: 12, alias: 'hero', sp: 1000, bg: 'rgba(0,0,0,0.5)', pS: false, h: 'center', v: 'middle',
      v6v7ids: {}, trans: {}, navs: {}, addOns: [],
    });
  });

  it('reads the stored modal settings (wire strings); cover false means a transparent underlay', async () => {
    const { app } = site();
    const body = await (await app.request(`${REST}/modal/popup?srengine=7&alias=true`)).json();
    expect(body).toMatchObject({ id: 30, alias: 'popup', sp: 600, bg: 'transparent', pS: true, h: 'right', v: 'top', v6v7ids: { '7': 30 } });
  });

  it('falls back to the defaults for stored values that do not fit', async () => {
    const { app } = site();
    const body = await (await app.request(`/?rest_route=/sliderrevolution/sliders/modal/SR7_31_2`)).json();
    expect(body).toMatchObject({ id: 31, bg: 'rgba(0,0,0,0.5)', h: 'center', sp: 1000 });
  });

  it('answers get_modal_data and get_modal_settings over admin-ajax, by id, alias and forcealias', async () => {
    const { app } = site();
    const cases: Record<string, string>[] = [
      { client_action: 'get_modal_data', version: '7', data: JSON.stringify({ version: 7, alias: 'popup', forcealias: 'popup' }) },
      { client_action: 'get_modal_settings', 'data[id]': '30' },
      { client_action: 'get_modal_settings', 'data[alias]': 'popup', 'data[forcealias]': 'true' },
      { client_action: 'get_modal_data', data: JSON.stringify({ id: 'SR7_30_1' }) },
    ];
    for (const fields of cases) {
      const { status, body } = await ajax(app, fields);
      expect(status, JSON.stringify(fields)).toBe(200);
      expect(body, JSON.stringify(fields)).toMatchObject({ success: true, id: 30, alias: 'popup', h: 'right' });
    }
  });

  it('answers unknown modules with 404 and bad input with 400 naming the field', async () => {
    const { app } = site();
    const rest = await app.request(`${REST}/modal/nope`);
    expect(rest.status).toBe(404);
    expect(await rest.json()).toEqual({ success: false, message: 'Slider "nope" not found' });
    const aliasOnly = await app.request(`${REST}/modal/12?alias=true`);
    expect(aliasOnly.status).toBe(404);
    expect((await app.request(`${REST}/modal/?srengine=7`)).status).toBe(400);

    const cases: [Record<string, string>, number, string][] = [
      [{ client_action: 'get_modal_data', 'data[alias]': 'nope' }, 404, 'Slider "nope" not found'],
      [{ client_action: 'get_modal_data' }, 400, 'data[id] or data[alias]: one is required'],
      [{ client_action: 'get_modal_data', 'data[forcealias]': 'true' }, 400, 'data[alias]: required when forcealias is set'],
      [{ client_action: 'get_modal_data', 'data[id]': 'x'.repeat(201) }, 400, 'data[id]: longer than 200'],
      [{ client_action: 'get_modal_data', version: 'eight', 'data[id]': '30' }, 400, 'version: expected 7'],
    ];
    for (const [fields, status, message] of cases) {
      const r = await ajax(app, fields);
      expect(r.status, JSON.stringify(fields)).toBe(status);
      expect(r.body.message, JSON.stringify(fields)).toContain(message);
    }
  });
});

describe('get_full_slider_object over admin-ajax: the shapes SR7 sends', () => {
  const call = { client_action: 'get_full_slider_object', version: '7' };

  it('forcealias looks the alias up even when an id is sent; without it the id wins, then the alias', async () => {
    const { app } = site();
    const forced = await ajax(app, { ...call, data: JSON.stringify({ version: 7, id: '12', alias: 'popup', forcealias: true }) });
    expect(forced.body).toMatchObject({ success: true, id: 30 });
    const named = await ajax(app, { ...call, 'data[alias]': 'popup', 'data[forcealias]': 'popup' });
    expect(named.body).toMatchObject({ success: true, id: 30 });
    const idFirst = await ajax(app, { ...call, 'data[id]': '12', 'data[alias]': 'popup' });
    expect(idFirst.body).toMatchObject({ success: true, id: 12 });
    const fallback = await ajax(app, { ...call, 'data[id]': '777', 'data[alias]': 'popup' });
    expect(fallback.body).toMatchObject({ success: true, id: 30 });
  });

  it('takes slideid as a list (data[slideid][]) and answers only those slides', async () => {
    const { app } = site();
    const res = await app.request(AJAX, {
      method: 'POST',
      body: new URLSearchParams([...Object.entries({ ...FRONT, ...call, 'data[id]': '32' }), ['data[slideid][]', '550'], ['data[slideid][]', '2']]),
    });
    expect(Object.keys(((await res.json()) as { slides: object }).slides)).toEqual(['2', '550']);
  });

  it('accepts version 6 and 7.x, refuses others; unknown modules stay HTTP 200 success:false', async () => {
    const { app } = site();
    for (const version of ['6', '7.0.5']) expect((await ajax(app, { ...call, version, 'data[id]': '12' })).body.success).toBe(true);
    expect((await ajax(app, { ...call, version: '8', 'data[id]': '12' })).status).toBe(400);
    expect(await ajax(app, { ...call, data: JSON.stringify({ alias: 'nope', forcealias: 'nope' }) })).toEqual({
      status: 200,
      body: { success: false, message: 'Slider not found' },
    });
    expect((await ajax(app, { ...call, data: JSON.stringify({ id: { a: 1 } }) })).body.message).toContain('data[id]: expected a string or a number');
  });
});

describe('get_slideid and get_moduleid', () => {
  it('get_slideid finds a slide by key or id first, then by 1-based order without global slides', async () => {
    const { app } = site();
    const cases: [string, string, number | null][] = [
      ['466', '466', 2],
      ['#550', '550', 1],
      ['1', '550', 1],
      ['2', '2', 3], // key "2" wins over order 2
      ['481', '481', null], // the global slide has no order
    ];
    for (const [slide, slideid, order] of cases) {
      const { status, body } = await ajax(app, { client_action: 'get_slideid', 'data[alias]': 'ordered', 'data[slide]': slide });
      expect(status, slide).toBe(200);
      expect(body, slide).toEqual({ success: true, slideid, order });
    }
  });

  it('get_slideid answers 404 for an unknown slide or module and 400 without a slide', async () => {
    const { app } = site();
    const cases: [Record<string, string>, number, string][] = [
      [{ 'data[id]': '32', 'data[slide]': '9' }, 404, 'Slide "9" not found in slider "ordered"'],
      [{ 'data[id]': '32', 'data[slide]': '#1' }, 404, 'Slide "#1" not found'],
      [{ 'data[id]': 'nope', 'data[slide]': '1' }, 404, 'Slider "nope" not found'],
      [{ 'data[id]': '32' }, 400, 'data[slide]: required'],
    ];
    for (const [fields, status, message] of cases) {
      const r = await ajax(app, { client_action: 'get_slideid', ...fields });
      expect(r.status, JSON.stringify(fields)).toBe(status);
      expect(r.body.message).toContain(message);
    }
  });

  it('get_moduleid turns an alias or html id into {id, alias}', async () => {
    const { app } = site();
    const shapes: Record<string, string>[] = [{ 'data[alias]': 'popup' }, { data: 'SR7_30_4' }, { data: JSON.stringify({ id: 'popup' }) }];
    for (const fields of shapes) {
      expect((await ajax(app, { client_action: 'get_moduleid', ...fields })).body).toEqual({ success: true, id: 30, alias: 'popup' });
    }
    expect(await ajax(app, { client_action: 'get_moduleid', 'data[alias]': 'nope' })).toEqual({
      status: 404,
      body: { success: false, message: 'Slider "nope" not found' },
    });
    expect((await ajax(app, { client_action: 'get_moduleid' })).status).toBe(400);
  });
});
