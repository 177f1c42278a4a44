import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, createPlayerApiLoader, type LoaderScript, type LoaderWindow } from './api-loader.ts';

function setup(win: LoaderWindow = {}) {
  const scripts: LoaderScript[] = [];
  const loader = createPlayerApiLoader({
    window: win,
    createScript: () => ({ src: '', async: false, onload: null, onerror: null }),
    appendScript: (script) => scripts.push(script),
  });
  return { loader, scripts, win };
}

class FakePlayer {}

describe('player API loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('throws at once for an invalid API name, naming the valid types (SPEC §8)', () => {
    const { loader, scripts } = setup();
    expect(() => loader.load('dailymotion' as 'youtube')).toThrow(/Invalid media API "dailymotion".*'youtube', 'vimeo'/);
    expect(scripts).toHaveLength(0);
  });

  it('loads YouTube once from the official URL and resolves when the API calls onYouTubeIframeAPIReady, chaining the page handler', async () => {
    const earlier = vi.fn();
    const { loader, scripts, win } = setup({ onYouTubeIframeAPIReady: earlier });
    const one = loader.load('youtube');
    const two = loader.load('youtube');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.youtube.com/iframe_api');
    scripts[0]!.onload?.();
    win.YT = { Player: FakePlayer as never, loaded: 1 };
    (win.onYouTubeIframeAPIReady as () => void)();
    expect(earlier).toHaveBeenCalledTimes(1);
    expect(await one).toBe(win.YT);
    expect(await two).toBe(win.YT);
    // Loaded: later calls neither inject nor wait.
    expect(await loader.load('youtube')).toBe(win.YT);
    expect(scripts).toHaveLength(1);
  });

  it('takes the URL from window.strataConfig.playerApis and resolves Vimeo on the script load', async () => {
    const { loader, scripts, win } = setup({ strataConfig: { playerApis: { vimeo: '/fixtures/test/media/vimeo-player-api.js' } } });
    const load = loader.load('vimeo');
    expect(scripts[0]!.src).toBe('/fixtures/test/media/vimeo-player-api.js');
    win.Vimeo = { Player: FakePlayer as never };
    scripts[0]!.onload?.();
    expect(await load).toBe(win.Vimeo);
  });

  it('rejects with "Failed to load {api} API" on a script error, and tries again on the next call', async () => {
    const { loader, scripts } = setup();
    const failed = loader.load('youtube');
    scripts[0]!.onerror?.();
    await expect(failed).rejects.toThrow('Failed to load YouTube API');
    void loader.load('youtube').catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it('rejects a Vimeo script that loads without window.Vimeo.Player', async () => {
    const { loader, scripts } = setup();
    const load = loader.load('vimeo');
    scripts[0]!.onload?.();
    await expect(load).rejects.toThrow('Failed to load Vimeo API');
  });

  it('gives up after 120 s (SPEC §9 script load time-out)', async () => {
    const { loader } = setup();
    const load = loader.load('vimeo');
    const outcome = vi.fn();
    load.catch(outcome);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new Error('Failed to load Vimeo API'));
  });
});
