import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createYoutubeAdapter, youtubeId, YOUTUBE_PLAY_CHECK_MS, type YouTubeApi, type YouTubePlayerOptions } from './youtube.ts';
import { fakeContainer, mediaOptions } from './test-fakes.ts';

/** A YT.Player that plays only when `allow` says so (autoplay policy: 'always', 'muted' or 'never'). */
function fakeYouTube(allow: 'always' | 'muted' | 'never' = 'always') {
  const made: FakePlayer[] = [];
  class FakePlayer {
    state = -1;
    isMutedNow = false;
    volume = 100;
    time = 0;
    destroyed = false;
    calls: string[] = [];
    constructor(
      readonly element: HTMLElement,
      readonly options: YouTubePlayerOptions,
    ) {
      made.push(this);
      this.isMutedNow = options.playerVars['mute'] === 1;
    }
    emit(state: number) {
      this.state = state;
      this.options.events.onStateChange({ data: state, target: this as never });
    }
    playVideo() {
      this.calls.push('play');
      if (allow === 'always' || (allow === 'muted' && this.isMutedNow)) this.emit(1);
    }
    pauseVideo() {
      this.calls.push('pause');
      this.emit(2);
    }
    seekTo(seconds: number) {
      this.time = seconds;
    }
    getCurrentTime = () => this.time;
    getDuration = () => 0;
    getPlayerState = () => this.state;
    mute() {
      this.isMutedNow = true;
    }
    unMute() {
      this.isMutedNow = false;
    }
    isMuted = () => this.isMutedNow;
    setVolume(volume: number) {
      this.volume = volume;
    }
    rate = 1;
    setPlaybackRate(rate: number) {
      this.rate = rate;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { api: { Player: FakePlayer } as unknown as YouTubeApi, made };
}

async function ready(allow?: 'always' | 'muted' | 'never', overrides = {}) {
  const yt = fakeYouTube(allow);
  const container = fakeContainer();
  const pending = createYoutubeAdapter({ api: yt.api, container, options: mediaOptions({ kind: 'youtube', src: 'https://youtu.be/abcDEF12345', ...overrides }) });
  const player = yt.made[0]!;
  player.options.events.onReady({ target: player as never });
  return { adapter: await pending, player, container };
}

describe('youtube adapter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads ids from ids and the URL forms', () => {
    expect(youtubeId('abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeId('https://www.youtube.com/watch?v=abcDEF12345&t=10')).toBe('abcDEF12345');
    expect(youtubeId('https://youtu.be/abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeId('https://www.youtube.com/embed/abcDEF12345?rel=0')).toBe('abcDEF12345');
    expect(youtubeId('https://www.youtube.com/shorts/abcDEF12345')).toBe('abcDEF12345');
  });

  it('creates the player in a child of the container, engine-driven (no autoplay), with args as playerVars', async () => {
    const { player, container } = await ready('always', { controls: 's', mute: true, args: 'rel=1&color=white;' });
    expect(container.children).toHaveLength(1);
    expect(player.element).toBe(container.children[0]);
    expect(player.options.videoId).toBe('abcDEF12345');
    expect(player.options.playerVars).toMatchObject({ autoplay: 0, controls: 1, mute: 1, playsinline: 1, rel: 1, color: 'white' });
  });

  it('maps onStateChange codes to SPEC §4 (CUED 5 → 4) and resolves play() on playing', async () => {
    const { adapter, player } = await ready();
    const states: number[] = [];
    adapter.onState((state) => states.push(state));
    player.emit(5);
    player.emit(3);
    await adapter.play();
    player.emit(0);
    player.emit(42);
    expect(states).toEqual([4, 3, 1, 0]);
  });

  it('mutes and plays again when not playing 1000 ms after play() (SPEC §4 muted fallback)', async () => {
    const { adapter, player } = await ready('muted');
    const play = adapter.play();
    await vi.advanceTimersByTimeAsync(YOUTUBE_PLAY_CHECK_MS - 1);
    expect(player.isMutedNow).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await play;
    expect(player.calls).toEqual(['play', 'play']);
    expect(adapter.muted()).toBe(true);
  });

  it('rejects play() with NotAllowedError when even muted playback does not start', async () => {
    const { adapter } = await ready('never');
    const play = adapter.play();
    const failed = expect(play).rejects.toMatchObject({ name: 'NotAllowedError' });
    await vi.advanceTimersByTimeAsync(2 * YOUTUBE_PLAY_CHECK_MS);
    await failed;
  });

  it('a pause while play() waits rejects it with AbortError; time, volume and destroy reach the player', async () => {
    const { adapter, player, container } = await ready('never');
    const play = adapter.play();
    adapter.pause();
    await expect(play).rejects.toMatchObject({ name: 'AbortError' });
    adapter.seek(30);
    expect(adapter.currentTime()).toBe(30);
    expect(adapter.duration()).toBeNaN();
    adapter.setVolume(0.5);
    expect(player.volume).toBe(50);
    adapter.setSpeed(2);
    expect(player.rate).toBe(2);
    adapter.destroy();
    adapter.destroy();
    expect(player.destroyed).toBe(true);
    expect(container.children).toHaveLength(0);
  });

  it('a player error before ready rejects and cleans up', async () => {
    const yt = fakeYouTube();
    const container = fakeContainer();
    const pending = createYoutubeAdapter({ api: yt.api, container, options: mediaOptions({ kind: 'youtube', src: 'bad' }) });
    yt.made[0]!.options.events.onError({ data: 100, target: yt.made[0] as never });
    await expect(pending).rejects.toThrow('YouTube player error 100');
    expect(yt.made[0]!.destroyed).toBe(true);
    expect(container.children).toHaveLength(0);
  });
});
