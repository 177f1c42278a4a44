import { describe, expect, it } from 'vitest';
import { createAddOnRegistry, readAddOns } from './addons.ts';

const base = 'https://site.test/page/';

describe('readAddOns', () => {
  it('reads every shape PHP writes and resolves addresses against the base', () => {
    expect(readAddOns([], base)).toEqual([]);
    expect(readAddOns({}, base)).toEqual([]);
    expect(readAddOns(['revslider-particles-addon'], base)).toEqual([{ handle: 'revslider-particles-addon', js: [], css: [] }]);
    expect(readAddOns({ typewriter: { js: '/addons/tw.js', css: ['tw.css'] } }, base)).toEqual([
      { handle: 'typewriter', js: ['https://site.test/addons/tw.js'], css: ['https://site.test/page/tw.css'] },
    ]);
    expect(readAddOns([{ handle: 'x', js: ['a.js'] }], base)).toEqual([{ handle: 'x', js: ['https://site.test/page/a.js'], css: [] }]);
  });

  it('drops javascript: and data: addresses', () => {
    expect(readAddOns({ bad: { js: ['javascript:alert(1)', 'data:text/javascript,1', 'ok.js'] } }, base)[0]?.js).toEqual(['https://site.test/page/ok.js']);
  });
});

describe('createAddOnRegistry', () => {
  it('loads each address once, however many modules name it', async () => {
    const loaded: string[] = [];
    const registry = createAddOnRegistry({
      loadScript: async (url) => void loaded.push(url),
      loadStyle: async (url) => void loaded.push(url),
    });
    const addOn = { handle: 'tw', js: ['https://s/tw.js'], css: ['https://s/tw.css'] };
    await Promise.all([registry.require([addOn]), registry.require([addOn])]);
    await registry.require([addOn, { handle: 'other', js: ['https://s/tw.js'], css: [] }]);
    expect(loaded).toEqual(['https://s/tw.css', 'https://s/tw.js']);
    expect(registry.handles()).toEqual(['tw', 'other']);
  });

  it('rejects naming the add-on and address that failed, and retries it next time', async () => {
    let attempts = 0;
    const registry = createAddOnRegistry({
      loadScript: async () => {
        attempts++;
        if (attempts === 1) throw new Error('404');
      },
      loadStyle: async () => {},
    });
    const addOn = { handle: 'tw', js: ['https://s/tw.js'], css: [] };
    await expect(registry.require([addOn])).rejects.toThrow('add-on tw: https://s/tw.js failed to load (404)');
    await expect(registry.require([addOn])).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
