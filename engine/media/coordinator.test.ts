import { describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import type { MediaAction } from '../model/types-actions.ts';
import type { StrataEvents } from '../runtime/api-types.ts';
import { createSteppedClock } from '../runtime/clock.ts';
import type { Backdrop } from '../runtime/ports.ts';
import { createSliderStore } from '../runtime/store.ts';
import { createMediaCoordinator } from './coordinator.ts';
import { fakeHost } from './test-fakes.ts';
import { MEDIA_STATE } from './types.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** s1: background video + a 1sttime pauseTimer video layer; s2: a no1sttime nextSlide audio; s3: none; g: a global audio. */
function module() {
  return normalizeModule({
    settings: { alias: 'media-test' },
    slides: {
      s1: {
        slide: { order: 1 },
        layers: {
          bg: { type: 'shape', subtype: 'slidebg', bg: { type: 'video', video: { src: 'bg.mp4' } } },
          v: { id: 'v', type: 'video', content: { src: 'v.mp4', autoPlay: '1sttime', pauseTimer: true } },
          e: { id: 'e', type: 'video', content: {} },
        },
      },
      s2: { slide: { order: 2 }, layers: { a: { id: 'a', type: 'audio', content: { src: 'a.mp3', autoPlay: 'no1sttime', nextSlide: true } } } },
      s3: { slide: { order: 3 }, layers: { t: { id: 't', type: 'text', content: { text: 'x' } } } },
      g: { slide: { global: true }, layers: { g: { id: 'g', type: 'audio', content: { src: 'g.mp3', stopAllMedia: true } } } },
    },
  });
}

function setup(options: { reduced?: boolean; missing?: string[] } = {}) {
  const model = module();
  const store = createSliderStore(model, 0, 1);
  const clock = createSteppedClock();
  const host = fakeHost(options.missing);
  const events: string[] = [];
  const holds: string[] = [];
  const requests: unknown[] = [];
  const drawn: string[] = [];
  const backdrop = { videoState: (key: string, on: boolean) => drawn.push(`${key}:${on}`) } as unknown as Backdrop;
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const media = createMediaCoordinator({
    model,
    store,
    clock,
    host: () => host.host,
    backdrop: () => backdrop,
    hold: (reason, held) => holds.push(`${reason}:${held}`),
    request: (req) => requests.push(req),
    emit: (d: StrataEvents['media']) => events.push(`${d.slide}/${d.layer ?? 'bg'} ${d.state}:${d.code}`),
    reduced: () => options.reduced ?? false,
    log,
  });
  return { media, host, events, holds, requests, drawn, log, clock };
}

const action = (op: string, targets: string[] = []): MediaAction => ({ kind: 'media', op, targets, event: 'click', sources: [], delay: 0, rateLimit: 0 });

describe('media coordinator', () => {
  it('builds players when their slide shows; the last autoplay wins (one media at a time)', async () => {
    const { media, host, events, drawn } = setup();
    media.show('s1');
    await flush();
    // The global layer once, then the slide's background and its media layer (the one without a src is skipped).
    expect(host.asked).toEqual(['g/g', 's1/bg', 's1/v']);
    expect(events).toEqual(['s1/bg playing:1', 's1/bg paused:2', 's1/v playing:1']);
    expect(drawn).toEqual(['s1:true', 's1:false']);
    expect(media.player('s1', 'v')?.state()).toBe(MEDIA_STATE.playing);
  });

  it('holds the slideshow while a pauseTimer media plays and releases it when it finishes', async () => {
    const { media, host, holds } = setup();
    media.show('s1');
    await flush();
    expect(holds).toEqual(['media:true']);
    host.get('s1/v')!.report(MEDIA_STATE.ended);
    expect(holds).toEqual(['media:true', 'media:false']);
  });

  it('pauses the media of the slide it leaves, and applies 1sttime / no1sttime per visit', async () => {
    const { media, host, events, holds } = setup();
    media.show('s1');
    await flush();
    media.show('s2');
    await flush();
    expect(events.slice(3)).toEqual(['s1/v paused:2']);
    expect(holds).toEqual(['media:true', 'media:false']);
    // s2's audio is no1sttime: not on the first visit …
    expect(host.get('s2/a')!.calls).not.toContain('play');
    media.show('s1');
    await flush();
    // … and s1's 1sttime video not on the second; its background (autoplay true) plays again.
    expect(host.get('s1/v')!.calls.filter((c) => c === 'play')).toHaveLength(1);
    expect(media.player('s1', null)?.state()).toBe(MEDIA_STATE.playing);
    media.show('s2');
    await flush();
    expect(media.player('s2', 'a')?.state()).toBe(MEDIA_STATE.playing);
  });

  it('asks for the next slide when a nextSlide media ends', async () => {
    const { media, host, requests } = setup();
    media.show('s2');
    await flush();
    media.run(action('playMedia', ['a']));
    await flush();
    host.get('s2/a')!.report(MEDIA_STATE.ended);
    expect(requests).toEqual(['+1']);
  });

  it('keeps a background video still off its slide and under reduced motion', async () => {
    const reduced = setup({ reduced: true });
    reduced.media.show('s1');
    await flush();
    expect(reduced.host.get('s1/bg')!.calls).not.toContain('play');

    const { media, host, events } = setup();
    media.show('s1');
    await flush();
    media.show('s3');
    await flush();
    // The page's own controls (or a late player) start s1's background while s3 shows: paused again at once.
    host.get('s1/bg')!.report(MEDIA_STATE.playing);
    expect(events.slice(-2)).toEqual(['s1/bg playing:1', 's1/bg paused:2']);
    expect(host.get('s1/bg')!.calls.at(-1)).toBe('pause');
  });

  it('runs media actions on their targets: play, toggle, stop, mute, global toggle mute', async () => {
    const { media, host, log } = setup();
    media.show('s3');
    await flush();
    const g = host.get('g/g')!;
    media.run(action('playvideo', ['g']));
    await flush();
    expect(media.player('g', 'g')?.state()).toBe(MEDIA_STATE.playing);
    media.run(action('togglevideo', ['g']));
    await flush();
    expect(media.player('g', 'g')?.state()).toBe(MEDIA_STATE.paused);
    media.run(action('stopMedia', ['g']));
    media.run(action('muteMedia', ['g']));
    await flush();
    expect(g.calls.slice(-3)).toEqual(['pause', 'seek 0', 'mute']);
    media.run(action('toggle_global_mute_video'));
    await flush();
    expect(g.muted()).toBe(false);
    media.run(action('callMedia', ['g']));
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('"callMedia"'));
    // Targets on slides not shown are left alone.
    media.run(action('playMedia', ['v']));
    await flush();
    expect(media.player('s1', 'v')).toBeNull();
  });

  it('stops every other media when a stopAllMedia media starts', async () => {
    const { media, host } = setup();
    media.show('s1');
    await flush();
    media.run(action('playMedia', ['g']));
    await flush();
    expect(host.get('s1/v')!.calls.slice(-2)).toEqual(['pause', 'seek 0']);
    expect(media.player('g', 'g')?.state()).toBe(MEDIA_STATE.playing);
  });

  it('creates no player when the view finds no container, and destroys everything once', async () => {
    const { media, host, holds, drawn, clock } = setup({ missing: ['s1/v'] });
    media.show('s1');
    await flush();
    expect(media.player('s1', 'v')).toBeNull();
    expect(media.player('s1', null)?.state()).toBe(MEDIA_STATE.playing);
    media.destroy();
    media.destroy();
    expect(host.get('s1/bg')!.destroyed).toBe(true);
    expect(drawn.at(-1)).toBe('s1:false');
    expect(holds).toEqual([]);
    expect(clock.timerCount()).toBe(0);
    media.show('s2');
    await flush();
    expect(host.asked).not.toContain('s2/a');
  });
});
