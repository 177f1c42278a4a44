import { describe, expect, it, vi } from 'vitest';
import { createSteppedClock } from '../runtime/clock.ts';
import { MEDIA_POLL_MS, createMediaPlayer, type MediaEvent } from './player.ts';
import { fakeAdapter } from './test-fakes.ts';
import { MEDIA_STATE, type MediaOptions } from './types.ts';

const OPTIONS: MediaOptions = {
  kind: 'html5', src: 'v.mp4', start: -1, end: -1, loop: false, rewind: false, mute: false, volume: 1, speed: 1, controls: 's',
  autoPlay: 'false', pauseTimer: false, nextSlide: false, stopAllMedia: false,
  poster: { src: null, showOnPause: false, noOnMobile: false, insteadVideo: false }, cover: false, ratio: 1.7778, inline: true, args: '',
};

function setup(options: Partial<MediaOptions> = {}) {
  const clock = createSteppedClock();
  const adapter = fakeAdapter();
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const player = createMediaPlayer({ adapter, options: { ...OPTIONS, ...options }, clock, log });
  const events: string[] = [];
  player.on((event: MediaEvent) => events.push(`${event.state}:${event.code}`));
  adapter.calls.length = 0;
  return { clock, adapter, log, player, events };
}

describe('media player', () => {
  it('applies mute and volume once, at creation', () => {
    const adapter = fakeAdapter();
    createMediaPlayer({ adapter, options: { ...OPTIONS, mute: true, volume: 0.3 }, clock: createSteppedClock(), log: console });
    expect(adapter.calls).toEqual(['volume 0.3', 'mute']);
  });

  it('sets a playback rate other than 1 once, at creation', () => {
    const adapter = fakeAdapter();
    createMediaPlayer({ adapter, options: { ...OPTIONS, speed: 0.5 }, clock: createSteppedClock(), log: console });
    expect(adapter.calls).toEqual(['volume 1', 'unmute', 'speed 0.5']);
  });

  it('plays, pauses and toggles, announcing each public state once', async () => {
    const { player, events } = setup();
    expect(player.state()).toBe(MEDIA_STATE.unstarted);
    await player.play();
    expect(player.state()).toBe(MEDIA_STATE.playing);
    player.pause();
    player.toggle();
    await Promise.resolve();
    player.toggle();
    expect(events).toEqual(['playing:1', 'paused:2', 'playing:1', 'paused:2']);
    expect(player.publicState()).toBe('paused');
  });

  it('seeks to the start time before playing from before it, and after a scrub back before it', async () => {
    const { player, adapter, clock } = setup({ start: 5 });
    await player.play();
    expect(adapter.calls).toEqual(['seek 5', 'play']);
    adapter.time = 6;
    adapter.calls.length = 0;
    clock.step(MEDIA_POLL_MS);
    expect(adapter.calls).toEqual([]);
    adapter.time = 1;
    clock.step(MEDIA_POLL_MS);
    expect(adapter.calls).toEqual(['seek 5']);
  });

  it('loops at the end time: seeks back to the start and plays on', async () => {
    const { player, adapter, clock, events } = setup({ start: 2, end: 10, loop: true });
    await player.play();
    adapter.time = 9.5;
    adapter.calls.length = 0;
    clock.step(MEDIA_POLL_MS);
    expect(adapter.calls).toEqual([]);
    adapter.time = 10;
    clock.step(MEDIA_POLL_MS);
    expect(adapter.calls).toEqual(['seek 2']);
    expect(events).toEqual(['playing:1', 'ended:0', 'playing:1']);
    expect(player.state()).toBe(MEDIA_STATE.playing);
  });

  it('rewinds and pauses at the end time when asked, and announces finished', async () => {
    const { player, adapter, clock, events } = setup({ end: 8, rewind: true });
    await player.play();
    adapter.time = 8.01;
    adapter.calls.length = 0;
    clock.step(MEDIA_POLL_MS);
    expect(adapter.calls).toEqual(['pause', 'seek 0']);
    // The adapter's own pause event for that is part of the end, not a visitor's pause.
    adapter.report(MEDIA_STATE.paused);
    expect(events).toEqual(['playing:1', 'finished:0']);
    expect(player.state()).toBe(MEDIA_STATE.ended);
    expect(clock.timerCount()).toBe(0);
    // Playing again starts from the start.
    adapter.calls.length = 0;
    await player.play();
    expect(adapter.calls).toEqual(['seek 0', 'play']);
  });

  it('handles a natural end: pause-then-ended from the browser is one finish; a loop restarts', async () => {
    const plain = setup();
    await plain.player.play();
    plain.adapter.time = 60;
    plain.adapter.report(MEDIA_STATE.paused);
    plain.adapter.report(MEDIA_STATE.ended);
    expect(plain.events).toEqual(['playing:1', 'finished:0']);

    const looping = setup({ loop: true, start: 3 });
    await looping.player.play();
    looping.adapter.time = 60;
    looping.adapter.calls.length = 0;
    looping.adapter.report(MEDIA_STATE.ended);
    await Promise.resolve();
    expect(looping.adapter.calls).toEqual(['seek 3', 'play']);
    expect(looping.events).toEqual(['playing:1', 'ended:0', 'playing:1']);
  });

  it('polls every 350 ms only while playing', async () => {
    const { player, clock, adapter } = setup({ end: 30 });
    expect(clock.timerCount()).toBe(0);
    await player.play();
    expect(clock.timerCount()).toBe(1);
    const reads = vi.spyOn(adapter, 'currentTime');
    clock.step(MEDIA_POLL_MS * 3, 50);
    expect(reads).toHaveBeenCalledTimes(3);
    player.pause();
    expect(clock.timerCount()).toBe(0);
    adapter.report(MEDIA_STATE.buffering);
    expect(clock.timerCount()).toBe(0);
  });

  it('mutes and retries once when autoplay with sound is refused (NotAllowedError)', async () => {
    const { player, adapter, events } = setup();
    adapter.outcomes.push('NotAllowedError');
    await player.play('autoplay');
    expect(adapter.calls).toEqual(['play', 'mute', 'play']);
    expect(adapter.muted()).toBe(true);
    expect(events).toEqual(['playing:1']);
  });

  it('ends paused when muted playback is refused too, or on AbortError; other errors are logged', async () => {
    const blocked = setup();
    blocked.adapter.outcomes.push('NotAllowedError', 'NotAllowedError');
    await blocked.player.play();
    expect(blocked.adapter.calls.filter((c) => c === 'play')).toHaveLength(2);
    expect(blocked.events).toEqual(['paused:2']);
    expect(blocked.log.warn).toHaveBeenCalledWith(expect.stringContaining('NotAllowedError'));

    const aborted = setup();
    aborted.adapter.outcomes.push('AbortError');
    await aborted.player.play();
    expect(aborted.player.state()).toBe(MEDIA_STATE.paused);
    expect(aborted.log.warn).not.toHaveBeenCalled();

    const odd = setup();
    odd.adapter.outcomes.push('NotSupportedError');
    await odd.player.play();
    expect(odd.log.warn).toHaveBeenCalledWith(expect.stringContaining('NotSupportedError'));
  });

  it('ignores PlayInterrupted and an AbortError caused by its own pause', async () => {
    const interrupted = setup();
    interrupted.adapter.outcomes.push('PlayInterrupted');
    await interrupted.player.play();
    expect(interrupted.events).toEqual([]);
    expect(interrupted.player.state()).toBe(MEDIA_STATE.unstarted);

    const paused = setup();
    paused.adapter.outcomes.push('hang');
    const playing = paused.player.play();
    expect(paused.player.starting()).toBe(true);
    paused.player.pause();
    await playing;
    expect(paused.player.starting()).toBe(false);
    expect(paused.events).toEqual([]);
    expect(paused.log.warn).not.toHaveBeenCalled();
  });

  it('follows the player\'s own controls and stops (pause + rewind)', async () => {
    const { player, adapter, events } = setup({ start: 4 });
    adapter.time = 0;
    adapter.report(MEDIA_STATE.playing);
    expect(adapter.calls).toEqual(['seek 4']);
    player.stop();
    expect(adapter.calls).toEqual(['seek 4', 'pause', 'seek 4']);
    expect(events).toEqual(['playing:1', 'paused:2']);
  });

  it('destroys its adapter once and goes quiet', async () => {
    const { player, adapter, clock, events } = setup();
    await player.play();
    player.destroy();
    player.destroy();
    expect(adapter.calls.filter((c) => c === 'destroy')).toHaveLength(1);
    expect(adapter.listenerCount()).toBe(0);
    expect(clock.timerCount()).toBe(0);
    player.pause();
    await player.play();
    expect(events).toEqual(['playing:1']);
  });
});
