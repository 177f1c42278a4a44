import { describe, expect, it, vi } from 'vitest';
import { createModalController, toModalRef } from './controller.ts';
import { fakeCookies, fakeTimers } from './test-fakes.ts';
import type { ModalModuleData, ModalRef, ModalSettingsLike } from './types.ts';

interface Db {
  [alias: string]: { id: number; settings?: Record<string, unknown>; reply?: ModalSettingsLike };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(db: Db, options: { placed?: string[]; ready?: Promise<void> } = {}) {
  const timers = fakeTimers();
  const cookies = fakeCookies();
  const events: Array<[string, string]> = [];
  const log = { log: vi.fn(), warn: vi.fn() };
  const scroll = { lock: vi.fn(), unlock: vi.fn() };
  const fetched: ModalRef[] = [];
  const byRef = (ref: ModalRef) => Object.entries(db).find(([alias, m]) => alias === ref.alias || String(m.id) === String(ref.id));
  const controller = createModalController({
    loader: {
      async settings(ref) {
        const hit = byRef(ref);
        return hit ? { success: true, id: hit[1].id, alias: hit[0], ...hit[1].reply } : { success: false };
      },
      async module(ref): Promise<ModalModuleData> {
        fetched.push(ref);
        const hit = byRef(ref);
        if (!hit) throw new Error('Slider not found');
        return { json: { settings: { alias: hit[0], ...hit[1].settings }, slides: {} }, base: '/', ready: options.ready ?? Promise.resolve() };
      },
    },
    timers,
    cookies,
    scrollLock: scroll,
    placedOnPage: (alias) => (options.placed ?? []).includes(alias),
    dispatch: (name, detail) => events.push([name, detail.alias]),
    activeElement: () => 'opener-button',
    log,
  });
  const phases = () => controller.entries().map((e) => `${e.alias}:${e.phase}`);
  return { controller, timers, cookies, events, log, scroll, fetched, phases };
}

const DB: Db = { 'modal-promo': { id: 301, settings: { modal: { sp: 400, bg: '#123456' } } }, 'modal-newsletter': { id: 302, settings: { modal: { pop: true } } } };

describe('createModalController', () => {
  it('closed → loading → open → closing → closed, with events, lock and a look from the module', async () => {
    const { controller, timers, events, scroll, phases } = setup(DB);
    const pending = controller.open('modal-promo');
    expect(phases()).toEqual(['modal-promo:loading']);
    expect(await pending).toBe('loaded');
    const entry = controller.entries()[0]!;
    expect(entry.module?.json).toMatchObject({ settings: { alias: 'modal-promo' } });
    expect(entry.look).toEqual({ speed: 400, bg: '#123456', pageScroll: false, h: 'center', v: 'middle' });
    expect(entry.opener).toBe('opener-button');
    expect(events).toEqual([['sr.modal.loaded', 'modal-promo']]);
    // Not open until the view says the module is ready.
    expect(phases()).toEqual(['modal-promo:loading']);
    controller.ready(entry.serial);
    await flush();
    expect(phases()).toEqual(['modal-promo:open']);
    expect(scroll.lock).toHaveBeenCalledTimes(1);
    controller.close('current');
    expect(phases()).toEqual(['modal-promo:closing']);
    expect(events.at(-1)).toEqual(['sr.modal.close', 'modal-promo']);
    timers.advance(399);
    expect(scroll.unlock).not.toHaveBeenCalled();
    timers.advance(1);
    expect(phases()).toEqual([]);
    expect(scroll.unlock).toHaveBeenCalledTimes(1);
    expect(events.map((e) => e[0])).toEqual(['sr.modal.loaded', 'sr.modal.open', 'sr.modal.close']);
  });

  it('opens only once the add-on resources are loaded', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const { controller, phases } = setup(DB, { ready });
    await controller.open('modal-promo');
    controller.ready(controller.entries()[0]!.serial);
    await flush();
    expect(phases()).toEqual(['modal-promo:loading']);
    release();
    await flush();
    expect(phases()).toEqual(['modal-promo:open']);
  });

  it('keeps a stack: current closes the top first, all closes the rest; one lock for the stack', async () => {
    const { controller, timers, phases, scroll } = setup(DB);
    await setupOpen(controller, 'modal-promo');
    await setupOpen(controller, 'modal-newsletter');
    expect(phases()).toEqual(['modal-promo:open', 'modal-newsletter:open']);
    expect(scroll.lock).toHaveBeenCalledTimes(1);
    controller.close();
    expect(phases()).toEqual(['modal-promo:open', 'modal-newsletter:closing']);
    controller.close('current');
    expect(phases()).toEqual(['modal-promo:closing', 'modal-newsletter:closing']);
    timers.advance(1000);
    expect(phases()).toEqual([]);
    expect(scroll.unlock).toHaveBeenCalledTimes(1);
    await setupOpen(controller, 'modal-promo');
    await setupOpen(controller, 'modal-newsletter');
    controller.close('all');
    expect(phases()).toEqual(['modal-promo:closing', 'modal-newsletter:closing']);
    controller.close('modal-promo');
    timers.advance(1000);
    expect(phases()).toEqual([]);
  });

  it('closing by alias or id; an open modal asked again is busy', async () => {
    const { controller, phases } = setup(DB);
    await setupOpen(controller, 'modal-promo');
    expect(await controller.open('modal-promo')).toBe('busy');
    await setupOpen(controller, 302);
    expect(phases()).toEqual(['modal-promo:open', 'modal-newsletter:open']);
    controller.close('302');
    expect(phases()).toEqual(['modal-promo:open', 'modal-newsletter:closing']);
  });

  it('an id request learns the alias from the settings reply and loads by alias', async () => {
    const { controller, fetched } = setup(DB);
    expect(await controller.open('301')).toBe('loaded');
    expect(fetched).toEqual([{ alias: 'modal-promo' }]);
    expect(controller.entries()[0]?.alias).toBe('modal-promo');
  });

  it('refuses a module already on the page as a normal module, unless it is a pop-up', async () => {
    const { controller, log, phases, fetched } = setup(DB, { placed: ['modal-promo', 'modal-newsletter'] });
    expect(await controller.open('modal-promo')).toBe('refused');
    expect(phases()).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/modal-promo cannot be used both as a modal and as a normal module.*set "Pop Up" to true/);
    expect(await controller.open('modal-newsletter')).toBe('loaded');
    expect(fetched.length).toBe(2);
  });

  it('a load failure logs "<alias> Could not be Loaded from DB" and goes back to closed', async () => {
    const { controller, log, phases, events } = setup(DB);
    expect(await controller.open('yok-boyle-modul')).toBe('failed');
    expect(log.log).toHaveBeenCalledWith('yok-boyle-modul Could not be Loaded from DB');
    expect(phases()).toEqual([]);
    expect(events).toEqual([]);
  });

  it('failing add-on resources log the same line and never open', async () => {
    const { controller, log, phases } = setup(DB, { ready: Promise.reject(new Error('addon')) });
    await controller.open('modal-promo');
    controller.ready(controller.entries()[0]!.serial);
    await flush();
    expect(log.log).toHaveBeenCalledWith('modal-promo Could not be Loaded from DB');
    expect(phases()).toEqual([]);
  });

  it('closing while loading cancels without a close event', async () => {
    const { controller, events, phases } = setup(DB);
    const pending = controller.open('modal-promo');
    controller.close('modal-promo');
    expect(phases()).toEqual([]);
    expect(await pending).toBe('cancelled');
    expect(events).toEqual([]);
  });

  it('explicit look keys win; pS:true does not lock; the cookie is set for co days when shown', async () => {
    const { controller, scroll, cookies } = setup(DB);
    controller.configure('modal-promo', { look: { bg: 'transparent', pageScroll: true, h: 'left' }, cookieDays: 3, slide: 2 });
    await setupOpen(controller, 'modal-promo');
    const entry = controller.entries()[0]!;
    expect(entry.look).toEqual({ speed: 400, bg: 'transparent', pageScroll: true, h: 'left', v: 'middle' });
    expect(entry.slide).toBe(2);
    expect(scroll.lock).not.toHaveBeenCalled();
    expect(cookies.jar.get('modal-promo_modal_one_time')).toEqual({ value: '1', days: 3 });
  });

  it('on(open/close/closed) report the entry; destroy clears timers, unlocks and is idempotent', async () => {
    const { controller, timers, scroll } = setup(DB);
    const seen: string[] = [];
    controller.on('open', (e) => seen.push(`open ${e.alias}`));
    controller.on('close', (e) => seen.push(`close ${e.alias}`));
    controller.on('closed', (e) => seen.push(`closed ${e.alias} ${String(e.opener)}`));
    await setupOpen(controller, 'modal-promo');
    controller.close();
    timers.advance(400);
    expect(seen).toEqual(['open modal-promo', 'close modal-promo', 'closed modal-promo opener-button']);
    await setupOpen(controller, 'modal-promo');
    controller.close();
    controller.destroy();
    controller.destroy();
    expect(timers.pending()).toBe(0);
    expect(scroll.unlock).toHaveBeenCalledTimes(2);
    expect(controller.entries()).toEqual([]);
    expect(await controller.open('modal-promo')).toBe('cancelled');
  });
});

/** Opens and plays the view's part: the mounted module reports ready. */
async function setupOpen(controller: ReturnType<typeof createModalController>, target: string | number) {
  await controller.open(target);
  const entry = controller.entries().find((e) => e.phase === 'loading');
  if (entry) controller.ready(entry.serial);
  await flush();
}

describe('toModalRef', () => {
  it('digits and html ids are ids, anything else an alias', () => {
    expect(toModalRef('301')).toEqual({ id: '301' });
    expect(toModalRef(302)).toEqual({ id: 302 });
    expect(toModalRef('SR7_12_1')).toEqual({ id: 'SR7_12_1' });
    expect(toModalRef(' modal-promo ')).toEqual({ alias: 'modal-promo' });
  });
});
