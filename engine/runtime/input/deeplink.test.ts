import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../../model/index.ts';
import { createSliderStore } from '../store.ts';
import { fakeNavInputs } from './fake-inputs.ts';
import { createDeepLink } from './deep-link-unit.ts';
import { deepLinking, hashToIndex, slideHash } from './deeplink.ts';

function model(count: number, links: Record<number, string> = {}, out = false) {
  const slides: Record<string, unknown> = {};
  for (let i = 1; i <= count; i++) slides[`s${i}`] = { slide: { id: `s${i}`, order: i, attr: { deepLink: links[i] ?? '' } }, layers: {} };
  return normalizeModule({ settings: { alias: 'dl', browser: { useURLDeeplink: out } }, slides });
}

describe('deep links', () => {
  it('matches the hash against each slide deepLink', () => {
    const m = model(4, { 2: 'iki', 4: 'dort' });
    expect(hashToIndex('#iki', m)).toBe(1);
    expect(hashToIndex('dort', m)).toBe(3);
    expect(hashToIndex('#yok', m)).toBeNull();
    expect(hashToIndex('', m)).toBeNull();
  });

  it('reads a number as a 1-based slide, and a number above 50 as slide 0 (SPEC §2)', () => {
    const m = model(4, { 2: 'iki' });
    expect(hashToIndex('#3', m)).toBe(2);
    expect(hashToIndex('#1', m)).toBe(0);
    expect(hashToIndex('#51', m)).toBe(0);
    expect(hashToIndex('#50', m)).toBeNull(); // no slide 50, and not above 50
    expect(hashToIndex('#0', m)).toBe(0);
  });

  it('numbers mean nothing to a module without deep linking (another module or anchor may own them)', () => {
    const m = model(4);
    expect(deepLinking(m)).toBe(false);
    expect(hashToIndex('#3', m)).toBeNull();
    expect(deepLinking(model(4, {}, true))).toBe(true);
    expect(hashToIndex('#3', model(4, {}, true))).toBe(2);
  });

  it('writes the deepLink, else the slide number (none past 50: it would read back as slide 0)', () => {
    const m = model(2, { 1: 'bir' });
    expect(slideHash(m.slides[0]!, 0)).toBe('bir');
    expect(slideHash(m.slides[1]!, 1)).toBe('2');
    expect(slideHash(m.slides[1]!, 50)).toBe('');
  });

  it('out: each completed change replaces the hash once; in: a hash change shows the slide and reveals the module', () => {
    const m = model(3, { 3: 'uc' }, true);
    const store = createSliderStore(m, 0, 1);
    store.setState({ phase: 'idle' });
    const fake = fakeNavInputs(() => 0);
    const shown: number[] = [];
    const link = createDeepLink({ model: m, store, hash: fake.inputs.hash!, reveal: fake.inputs.reveal, show: (i) => shown.push(i) });
    store.setState({ phase: 'changing', nextIndex: 2 });
    expect(fake.written).toEqual([]);
    store.setState({ phase: 'idle', index: 2, nextIndex: null });
    store.setState({ phase: 'idle' });
    expect(fake.written).toEqual(['uc']);
    fake.navigateHash('2');
    expect(shown).toEqual([1]);
    expect(fake.reveals()).toBe(1);
    fake.navigateHash('uc'); // already there
    expect(shown).toEqual([1]);
    link.destroy();
    expect(fake.listeners()).toBe(0);
  });

  it('without useURLDeeplink nothing is written; a page loaded on a slide link reveals the module', () => {
    const m = model(3, { 2: 'iki' });
    const store = createSliderStore(m, 1, 1);
    const fake = fakeNavInputs(() => 0, { hash: 'iki' });
    createDeepLink({ model: m, store, hash: fake.inputs.hash!, reveal: fake.inputs.reveal, show: () => {}, linkedAtStart: true });
    expect(fake.reveals()).toBe(1);
    store.setState({ phase: 'idle', index: 2 });
    expect(fake.written).toEqual([]);
  });
});
