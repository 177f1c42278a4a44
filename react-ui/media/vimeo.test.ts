import { describe, expect, it } from 'vitest';
import { createVimeoAdapter, vimeoSource, type VimeoApi, type VimeoEventData } from './vimeo.ts';
import { fakeContainer, mediaOptions } from './test-fakes.ts';

/** A Vimeo.Player with promise methods; `refuse` makes play() reject with that error name. */
function fakeVimeo(options: { refuse?: string; failReady?: boolean } = {}) {
  const made: FakePlayer[] = [];
  class FakePlayer {
    handlers = new Map<string, Set<(data: VimeoEventData) => void>>();
    mutedNow: boolean;
    volume = 1;
    time = 0;
    destroyed = false;
    constructor(
      readonly element: HTMLElement,
      readonly options: Record<string, unknown>,
    ) {
      made.push(this);
      this.mutedNow = options['muted'] === true;
    }
    emit(event: string, data: VimeoEventData = {}) {
      for (const handler of this.handlers.get(event) ?? []) handler(data);
    }
    on(event: string, handler: (data: VimeoEventData) => void) {
      if (!this.handlers.has(event)) this.handlers.set(event, new Set());
      this.handlers.get(event)!.add(handler);
    }
    off(event: string, handler: (data: VimeoEventData) => void) {
      this.handlers.get(event)?.delete(handler);
    }
    ready = () => (options.failReady ? Promise.reject(new TypeError('"abc" is not a vimeo.com url.')) : Promise.resolve());
    play() {
      if (options.refuse) return Promise.reject(Object.assign(new Error('refused'), { name: options.refuse }));
      this.emit('play', { seconds: this.time, duration: 20 });
      return Promise.resolve();
    }
    pause() {
      this.emit('pause', { seconds: this.time });
      return Promise.resolve();
    }
    setCurrentTime(seconds: number) {
      this.time = seconds;
      return Promise.resolve(seconds);
    }
    getCurrentTime = () => Promise.resolve(this.time);
    getDuration = () => Promise.resolve(20);
    setMuted(muted: boolean) {
      this.mutedNow = muted;
      return Promise.resolve(muted);
    }
    getMuted = () => Promise.resolve(this.mutedNow);
    setVolume(volume: number) {
      this.volume = volume;
      return Promise.resolve(volume);
    }
    // A video whose owner's plan has no speed controls: the adapter keeps quiet about it.
    setPlaybackRate = (rate: number) => Promise.reject(Object.assign(new Error(`rate ${rate} not allowed`), { name: 'PasswordError' }));
    destroy() {
      this.destroyed = true;
      return Promise.resolve();
    }
  }
  return { api: { Player: FakePlayer } as unknown as VimeoApi, made };
}

describe('vimeo adapter', () => {
  it('reads bare ids as ids and anything else as a URL', () => {
    expect(vimeoSource('76979871')).toEqual({ id: 76979871 });
    expect(vimeoSource('https://vimeo.com/76979871')).toEqual({ url: 'https://vimeo.com/76979871' });
    expect(vimeoSource('vimeo.com/76979871')).toEqual({ url: 'https://vimeo.com/76979871' });
  });

  it('creates an engine-driven player in a child of the container and reads duration and mute when ready', async () => {
    const vimeo = fakeVimeo();
    const container = fakeContainer();
    const adapter = await createVimeoAdapter({ api: vimeo.api, container, options: mediaOptions({ kind: 'vimeo', src: '76979871', mute: true, controls: 'xl', args: 'color=ff9139' }) });
    const player = vimeo.made[0]!;
    expect(player.element).toBe(container.children[0]);
    expect(player.options).toMatchObject({ id: 76979871, autoplay: false, loop: false, controls: true, muted: true, playsinline: true, color: 'ff9139' });
    expect(adapter.duration()).toBe(20);
    expect(adapter.muted()).toBe(true);
    // A refused rate change (Vimeo's plans) is swallowed: no unhandled rejection fails this test.
    adapter.setSpeed(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('maps play / pause / ended / buffering events to SPEC §4 codes, once per change, and keeps time from timeupdate', async () => {
    const vimeo = fakeVimeo();
    const adapter = await createVimeoAdapter({ api: vimeo.api, container: fakeContainer(), options: mediaOptions({ kind: 'vimeo', src: '1' }) });
    const player = vimeo.made[0]!;
    const states: number[] = [];
    adapter.onState((state) => states.push(state));
    player.emit('loaded');
    await adapter.play();
    player.emit('playing');
    player.emit('timeupdate', { seconds: 3.5, duration: 19.5 });
    player.emit('bufferstart');
    player.emit('bufferend');
    adapter.pause();
    player.emit('ended', { seconds: 19.5 });
    expect(states).toEqual([4, 1, 3, 1, 2, 0]);
    expect(adapter.currentTime()).toBe(19.5);
    expect(adapter.duration()).toBe(19.5);
    adapter.seek(7);
    expect(adapter.currentTime()).toBe(7);
    expect(player.time).toBe(7);
  });

  it('passes play() rejection names through (NotAllowedError, PlayInterrupted)', async () => {
    for (const name of ['NotAllowedError', 'PlayInterrupted', 'AbortError']) {
      const vimeo = fakeVimeo({ refuse: name });
      const adapter = await createVimeoAdapter({ api: vimeo.api, container: fakeContainer(), options: mediaOptions({ kind: 'vimeo', src: '1' }) });
      await expect(adapter.play()).rejects.toMatchObject({ name });
    }
  });

  it('rejects and cleans up when the player never becomes ready; destroy unhooks everything', async () => {
    const broken = fakeVimeo({ failReady: true });
    const container = fakeContainer();
    await expect(createVimeoAdapter({ api: broken.api, container, options: mediaOptions({ kind: 'vimeo', src: 'abc' }) })).rejects.toThrow('not a vimeo.com url');
    expect(broken.made[0]!.destroyed).toBe(true);
    expect(container.children).toHaveLength(0);

    const vimeo = fakeVimeo();
    const adapter = await createVimeoAdapter({ api: vimeo.api, container: fakeContainer(), options: mediaOptions({ kind: 'vimeo', src: '1' }) });
    const states: number[] = [];
    adapter.onState((state) => states.push(state));
    adapter.destroy();
    adapter.destroy();
    vimeo.made[0]!.emit('play');
    expect(states).toEqual([]);
    expect([...vimeo.made[0]!.handlers.values()].every((set) => set.size === 0)).toBe(true);
  });
});
