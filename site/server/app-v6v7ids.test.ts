import { describe, expect, it } from 'vitest';
import { form, makeSite, siteFactory, type TestSite, tinyModule } from './test-helpers.ts';

const REST = '/wp-json/sliderrevolution/sliders';
const AJAX = '/wp-admin/admin-ajax.php';

/**
 * A module SR7 migrated from SR6, imported with its map: SR6 slides 7 and 8 became SR7 slides 8 and 9, SR6's
 * static slide 2 the global slide 14 — and SR7 slide 7 is a new, different slide (ids do collide).
 */
const slide = (id: number, extra: Record<string, unknown> = {}) => ({ id, slide: { id, ...extra }, layers: [] });
const migrated = {
  id: 5,
  settings: { alias: 'tasinan', title: 'Taşınan modül' },
  slides: { 7: slide(7, { order: 3 }), 8: slide(8, { order: 1 }), 9: slide(9, { order: 2 }), 14: slide(14, { global: true }) },
  v6v7ids: { n: { 7: 8, 8: 9 }, s: { 2: 14 } },
};

const site = siteFactory(() => makeSite({ modules: { 'hero.json': tinyModule('hero'), 'tasinan.json': migrated } }));

type Reply = { success: boolean; slides?: Record<string, unknown>; v6v7ids?: unknown; message?: string };
const get = async (app: TestSite['app'], path: string) => (await (await app.request(path)).json()) as Reply;

describe('get_full_slider_object: v6v7ids and version 6 (SPEC §7)', () => {
  it('replies the module\'s SR6→SR7 slide id map, {} for a module that never was an SR6 one', async () => {
    const { app } = site();
    expect((await get(app, `${REST}/5?srengine=7`)).v6v7ids).toEqual({ n: { 7: 8, 8: 9 }, s: { 2: 14 } });
    expect((await get(app, `${REST}/hero?srengine=7&alias=true`)).v6v7ids).toEqual({});
    // A slide reply of a plain SR7 module stays {success, slides}, as SR7 sends it.
    expect(await get(app, `${REST}/12?srengine=7&slideid=41`)).toEqual({ success: true, slides: { 41: { id: 41, slide: { id: 41, order: 2 }, layers: [] } } });
  });

  it('version 6 reads slideid as SR6 slide ids through the map; version 7 reads the same id as the SR7 slide', async () => {
    const { app } = site();
    const keys = async (query: string) => Object.keys((await get(app, `${REST}/5?${query}`)).slides ?? {});
    expect(await keys('srengine=6&slideid=7')).toEqual(['8']);
    expect(await keys('srengine=7&slideid=7')).toEqual(['7']);
    expect(await keys('srengine=6&slideid=static_2')).toEqual(['14']);
    // An id the map does not know is taken as it is.
    expect(await keys('srengine=6&slideid=14')).toEqual(['14']);
    const reply = await get(app, `${REST}/5?srengine=6&slideid=8`);
    expect(reply).toMatchObject({ success: true, v6v7ids: { n: { 7: 8, 8: 9 } } });
    expect(Object.keys(reply.slides ?? {})).toEqual(['9']);
  });

  it('admin-ajax: version=6 (form or data) is accepted and names SR6 slide ids; an unknown SR6 id is success:false', async () => {
    const { app } = site();
    const ajax = async (fields: Record<string, string>) => {
      const res = await app.request(AJAX, form({ action: 'revslider_ajax_call_front', client_action: 'get_full_slider_object', ...fields }));
      expect(res.status).toBe(200);
      return (await res.json()) as Reply;
    };
    expect(Object.keys((await ajax({ version: '6', data: JSON.stringify({ version: 6, id: '5', slideid: '7' }) })).slides ?? {})).toEqual(['8']);
    expect(Object.keys((await ajax({ data: JSON.stringify({ version: 6, id: 'SR7_5_1', slideid: '8' }) })).slides ?? {})).toEqual(['9']);
    expect(Object.keys((await ajax({ version: '7', data: JSON.stringify({ version: 7, id: '5', slideid: '7' }) })).slides ?? {})).toEqual(['7']);
    expect(await ajax({ version: '6', data: JSON.stringify({ version: 6, id: '5', slideid: '99' }) })).toEqual({
      success: false,
      message: 'Slide "99" not found in slider "tasinan"',
    });
  });
});
