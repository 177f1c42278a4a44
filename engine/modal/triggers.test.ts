import { describe, expect, it, vi } from 'vitest';
import { parseModalTrigger } from './parse-trigger.ts';
import { fakeCookies, fakePage, fakeTimers } from './test-fakes.ts';
import { createModalTriggers } from './triggers.ts';

function setup(trigger: string, page = fakePage(), cookies = fakeCookies()) {
  const timers = fakeTimers();
  const opened: number[] = [];
  const log = { warn: vi.fn() };
  const triggers = createModalTriggers({
    alias: 'modal-promo',
    trigger: parseModalTrigger(trigger),
    window: page.win,
    document: page.doc,
    location: page.location,
    timers,
    cookies,
    open: (slide) => opened.push(slide),
    log,
  });
  return { page, timers, opened, triggers, log, cookies };
}

describe('createModalTriggers', () => {
  it('t: opens once after the delay', () => {
    const { timers, opened } = setup('t:2000');
    timers.advance(1999);
    expect(opened).toEqual([]);
    timers.advance(1);
    expect(opened).toEqual([0]);
    timers.advance(10_000);
    expect(opened).toEqual([0]);
  });

  it('so: opens once scrollY reaches the offset, then stops listening', () => {
    const { page, opened } = setup('so:600');
    page.scrollTo(599);
    expect(opened).toEqual([]);
    page.scrollTo(600);
    expect(opened).toEqual([0]);
    page.scrollTo(900);
    expect(opened).toEqual([0]);
  });

  it('so: opens at once when the page is already scrolled past the offset', () => {
    const page = fakePage();
    page.win.scrollY = 700;
    expect(setup('so:600', page).opened).toEqual([0]);
  });

  it('s: opens when the element top is at or above half the window height', () => {
    const { page, opened } = setup('s:#kampanya', fakePage({ elementTop: 1500 }));
    page.scrollTo(1000, 401);
    expect(opened).toEqual([]);
    page.scrollTo(1100, 400);
    expect(opened).toEqual([0]);
    expect(page.queried).toContain('#kampanya');
  });

  it('s overrides so', () => {
    const { page, opened } = setup('so:100;s:#kampanya', fakePage({ elementTop: 1500 }));
    page.scrollTo(300, 1200);
    expect(opened).toEqual([]);
    page.scrollTo(1200, 300);
    expect(opened).toEqual([0]);
  });

  it('s: a missing element is not reached; an invalid selector warns once', () => {
    const { page, opened, log } = setup('s:!bad', fakePage({ elementTop: 0 }));
    page.scrollTo(100);
    page.scrollTo(200);
    expect(opened).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/"s" is not a valid selector: !bad/);
    const missing = setup('s:#later', fakePage({ elementTop: null }));
    missing.page.scrollTo(5000);
    expect(missing.opened).toEqual([]);
  });

  it('e: opens on the event on document or window, at detail.slide (1-based), once per event', () => {
    const { page, opened } = setup('e:popup_promo');
    page.doc.dispatchEvent(new CustomEvent('popup_promo', { detail: { slide: 2 } }));
    page.win.dispatchEvent(new CustomEvent('popup_promo'));
    page.doc.dispatchEvent(new CustomEvent('popup_promo', { detail: { slide: '3' } }));
    page.doc.dispatchEvent(new CustomEvent('popup_promo', { detail: { slide: 'x' } }));
    page.doc.dispatchEvent(new CustomEvent('other'));
    expect(opened).toEqual([2, 0, 3, 0]);
    // The same event object seen twice (document, then window) opens once.
    const event = new CustomEvent('popup_promo', { detail: { slide: 4 } });
    page.doc.dispatchEvent(event);
    page.win.dispatchEvent(event);
    expect(opened).toEqual([2, 0, 3, 0, 4]);
  });

  it('ha: opens 500 ms after load when the hash is #alias, and on every matching hashchange', () => {
    const page = fakePage({ readyState: 'loading', hash: '#modal-promo' });
    const { timers, opened } = setup('ha:t', page);
    timers.advance(1000);
    expect(opened).toEqual([]);
    page.win.dispatchEvent(new Event('load'));
    timers.advance(499);
    expect(opened).toEqual([]);
    timers.advance(1);
    expect(opened).toEqual([0]);
    page.location.hash = '#baska';
    page.win.dispatchEvent(new Event('hashchange'));
    expect(opened).toEqual([0]);
    page.location.hash = '#modal-promo';
    page.win.dispatchEvent(new Event('hashchange'));
    page.win.dispatchEvent(new Event('hashchange'));
    expect(opened).toEqual([0, 0, 0]);
  });

  it('ha: a page already loaded waits 500 ms; another hash does not open', () => {
    const { timers, opened } = setup('ha:t', fakePage({ hash: '#other' }));
    timers.advance(600);
    expect(opened).toEqual([]);
    const loaded = setup('ha:t', fakePage({ hash: '#modal-promo' }));
    loaded.timers.advance(500);
    expect(loaded.opened).toEqual([0]);
  });

  it('co: with the one-time cookie present, no automatic trigger opens', () => {
    const cookies = fakeCookies({ modal_promo: 'x', 'modal-promo_modal_one_time': '1' });
    const { page, timers, opened } = setup('t:10;so:10;e:go;ha:t;co:1', fakePage({ hash: '#modal-promo' }), cookies);
    page.scrollTo(500);
    page.doc.dispatchEvent(new Event('go'));
    page.win.dispatchEvent(new Event('hashchange'));
    timers.advance(1000);
    expect(opened).toEqual([]);
  });

  it('the cookie blocks only when co is set, and is checked when a trigger fires', () => {
    const cookies = fakeCookies();
    const { page, opened } = setup('e:go;co:1', fakePage(), cookies);
    page.doc.dispatchEvent(new Event('go'));
    cookies.set('modal-promo_modal_one_time', '1', 1);
    page.doc.dispatchEvent(new Event('go'));
    expect(opened).toEqual([0]);
    const noCo = setup('e:go', fakePage(), fakeCookies({ 'modal-promo_modal_one_time': '1' }));
    noCo.page.doc.dispatchEvent(new Event('go'));
    expect(noCo.opened).toEqual([0]);
  });

  it('destroy removes every listener and timer, and is idempotent', () => {
    const page = fakePage({ readyState: 'loading', hash: '#modal-promo' });
    const { timers, opened, triggers } = setup('t:100;so:600;e:go;ha:t', page);
    expect(page.listeners()).toBeGreaterThan(0);
    expect(timers.pending()).toBe(1);
    triggers.destroy();
    triggers.destroy();
    expect(page.listeners()).toBe(0);
    expect(timers.pending()).toBe(0);
    page.scrollTo(1000);
    page.doc.dispatchEvent(new Event('go'));
    page.win.dispatchEvent(new Event('load'));
    page.win.dispatchEvent(new Event('hashchange'));
    timers.advance(5000);
    expect(opened).toEqual([]);
  });
});
