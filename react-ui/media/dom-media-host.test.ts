import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTAINER_TICK_MS, CONTAINER_TICKS, createDomMediaHost } from './dom-media-host.ts';
import type { YouTubeApi } from './youtube.ts';
import { fakeContainer, FakeMediaElement, mediaOptions } from './test-fakes.ts';

/** A module root whose querySelector answers from a map the test fills in (elements "appear" later). */
function fakeRoot() {
  const elements = new Map<string, unknown>();
  const queries: string[] = [];
  return {
    elements,
    queries,
    querySelector(selector: string) {
      queries.push(selector);
      return elements.get(selector) ?? null;
    },
  };
}

const LAYER = '[data-strata-slide="s1"] [data-strata-layer="970"] [data-strata-media]';

describe('DOM media host', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wraps a layer <video> in the html5 adapter, found on a later tick', async () => {
    const root = fakeRoot();
    const host = createDomMediaHost({ root, alias: 'media-test', log: { error: vi.fn() } });
    const pending = host.adapter('s1', '970', mediaOptions());
    await vi.advanceTimersByTimeAsync(CONTAINER_TICK_MS * 3);
    const video = new FakeMediaElement();
    root.elements.set(LAYER, video);
    await vi.advanceTimersByTimeAsync(CONTAINER_TICK_MS);
    const adapter = await pending;
    expect(adapter?.kind).toBe('html5');
    await adapter!.play();
    expect(video.plays).toBe(1);
  });

  it('finds the slide background video by its key (layer null); quotes in keys are escaped', async () => {
    const root = fakeRoot();
    root.elements.set('[data-strata-bg-video="a\\"b"]', new FakeMediaElement());
    const host = createDomMediaHost({ root, alias: 'media-test' });
    expect((await host.adapter('a"b', null, mediaOptions()))?.kind).toBe('html5');
  });

  it('logs SPEC §8 and resolves null after 100 ticks of 19 ms without a container', async () => {
    const root = fakeRoot();
    const error = vi.fn();
    const host = createDomMediaHost({ root, alias: 'media-test', log: { error } });
    const pending = host.adapter('s1', '970', mediaOptions());
    await vi.advanceTimersByTimeAsync(CONTAINER_TICKS * CONTAINER_TICK_MS - 1);
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeNull();
    expect(root.queries).toHaveLength(CONTAINER_TICKS + 1);
    expect(error).toHaveBeenCalledWith('[strata] media-test: media container for s1/970 not found');
  });

  it('loads the YouTube API for a youtube container and logs an API failure (null)', async () => {
    const root = fakeRoot();
    root.elements.set(LAYER, fakeContainer('DIV', { 'data-kind': 'youtube' }));
    const error = vi.fn();
    const loadApi = vi.fn(() => Promise.reject(new Error('Failed to load YouTube API')));
    const host = createDomMediaHost({ root, alias: 'media-test', log: { error }, loadApi: loadApi as never });
    expect(await host.adapter('s1', '970', mediaOptions({ kind: 'youtube', src: 'abcDEF12345' }))).toBeNull();
    expect(loadApi).toHaveBeenCalledWith('youtube');
    expect(error).toHaveBeenCalledWith('[strata] media-test: media s1/970: Failed to load YouTube API');
  });

  it('creates the YouTube adapter once the API is there', async () => {
    const root = fakeRoot();
    const container = fakeContainer('DIV', { 'data-kind': 'youtube' });
    root.elements.set(LAYER, container);
    class Player {
      constructor(_element: unknown, options: { events: { onReady(): void } }) {
        queueMicrotask(() => options.events.onReady());
      }
    }
    const host = createDomMediaHost({ root, alias: 'media-test', loadApi: (() => Promise.resolve({ Player } as unknown as YouTubeApi)) as never });
    expect((await host.adapter('s1', '970', mediaOptions({ kind: 'youtube', src: 'abcDEF12345' })))?.kind).toBe('youtube');
    expect(container.children).toHaveLength(1);
  });

  it('refuses an html5 item whose container is no media element, and creates nothing for a poster-instead element', async () => {
    const root = fakeRoot();
    root.elements.set(LAYER, fakeContainer('DIV'));
    root.elements.set('[data-strata-bg-video="s2"]', fakeContainer('IMG', { 'data-kind': 'poster' }));
    const error = vi.fn();
    const host = createDomMediaHost({ root, alias: 'media-test', log: { error } });
    expect(await host.adapter('s1', '970', mediaOptions())).toBeNull();
    expect(error.mock.calls[0]![0]).toMatch(/needs a <video> or <audio> element, found <div>/);
    expect(await host.adapter('s2', null, mediaOptions())).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('destroy ends pending searches quietly', async () => {
    const root = fakeRoot();
    const error = vi.fn();
    const host = createDomMediaHost({ root, alias: 'media-test', log: { error } });
    const pending = host.adapter('s1', '970', mediaOptions());
    await vi.advanceTimersByTimeAsync(CONTAINER_TICK_MS * 2);
    host.destroy();
    host.destroy();
    expect(await pending).toBeNull();
    await vi.advanceTimersByTimeAsync(CONTAINER_TICKS * CONTAINER_TICK_MS);
    expect(error).not.toHaveBeenCalled();
    expect(root.queries).toHaveLength(3);
  });
});
