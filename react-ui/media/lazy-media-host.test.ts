import { describe, expect, it, vi } from 'vitest';
import { createLazyMediaHost } from './lazy-media-host.ts';
import { FakeMediaElement, mediaOptions } from './test-fakes.ts';

const BG = '[data-strata-bg-video="s1"]';

describe('the media host loads with the first media request', () => {
  it('answers the first request with the real adapter once the players have loaded', async () => {
    const video = new FakeMediaElement();
    const root = { querySelector: vi.fn((selector: string) => (selector === BG ? video : null)) };
    const host = createLazyMediaHost({ root, alias: 'media-test', log: { error: vi.fn() } });
    expect(root.querySelector).not.toHaveBeenCalled();
    const adapter = await host.adapter('s1', null, mediaOptions());
    expect(adapter?.kind).toBe('html5');
    await adapter!.play();
    expect(video.plays).toBe(1);
  });

  it('destroyed first: a later request gets no adapter and never looks for an element', async () => {
    const root = { querySelector: vi.fn(() => new FakeMediaElement()) };
    const host = createLazyMediaHost({ root, alias: 'media-test', log: { error: vi.fn() } });
    host.destroy();
    expect(await host.adapter('s1', null, mediaOptions())).toBeNull();
    expect(root.querySelector).not.toHaveBeenCalled();
  });
});
