import { describe, expect, it } from 'vitest';
import { createMotion } from '../engine/runtime/motion.ts';
import { createSteppedClock } from '../engine/index.ts';
import { createVideoTextures, type VideoElementLike } from './video-textures.ts';

/** A <video> stand-in: plays by advancing currentTime per clock step; fires the media events synchronously. */
class FakeVideo implements VideoElementLike {
  paused = true;
  ended = false;
  readyState = 4;
  currentTime = 0;
  videoWidth = 320;
  videoHeight = 180;
  private listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, fn: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.get(type)?.delete(fn);
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }
  emit(type: string) {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn();
  }
  play() {
    this.paused = false;
    this.emit('play');
    this.emit('playing');
  }
  pause() {
    this.paused = true;
    this.emit('pause');
  }
}

function setup(options: { posterOnPause?: boolean } = {}) {
  const clock = createSteppedClock();
  const motion = createMotion(clock);
  const els = new Map<string, FakeVideo>([['a', new FakeVideo()], ['b', new FakeVideo()]]);
  const log = { uploads: 0, created: 0, destroyed: 0, changed: [] as boolean[] };
  const shown = new Set(['a', 'b']);
  const videos = createVideoTextures<string>({
    element: (key) => els.get(key) ?? null,
    posterOnPause: () => options.posterOnPause ?? false,
    visible: (key) => shown.has(key),
    create: () => {
      const id = `tex${++log.created}`;
      return { texture: id, upload: () => log.uploads++, destroy: () => log.destroyed++ };
    },
    loop: motion,
    changed: (inFrame) => log.changed.push(inFrame),
  });
  /** Steps the clock; a playing fake video advances 1/30 s every other 16 ms frame (a 30 fps clip on a 60 Hz loop). */
  const step = (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      for (const el of els.values()) if (!el.paused) el.currentTime += 0.0167;
      clock.step(16);
    }
  };
  return { videos, els, log, clock, step, shown, a: els.get('a')!, b: els.get('b')! };
}

describe('background video textures', () => {
  it('shows the poster (no texture) until the video has played, then the video texture', () => {
    const { videos, a, step } = setup();
    videos.track('a');
    expect(videos.live('a')).toBeNull();
    a.play();
    step(32);
    expect(videos.live('a')).toEqual({ texture: 'tex1', width: 320, height: 180 });
  });

  it('attaches the frame callback only while a video plays, and uploads only new frames', () => {
    const { videos, a, log, clock, step } = setup();
    videos.track('a');
    expect(clock.frameListenerCount()).toBe(0);
    a.play();
    expect(videos.running()).toBe(true);
    expect(clock.frameListenerCount()).toBe(1);
    step(160);
    expect(log.uploads).toBeGreaterThanOrEqual(9);
    expect(log.changed.every((inFrame) => inFrame)).toBe(true);
    // Time stands still (buffering): the loop runs but uploads nothing.
    const before = log.uploads;
    clock.step(160);
    expect(log.uploads).toBe(before);
    a.pause();
    expect(videos.running()).toBe(false);
    expect(clock.frameListenerCount()).toBe(0);
    const paused = log.uploads;
    step(500);
    expect(log.uploads).toBe(paused);
    // The pause redraws once outside the loop (the paused frame stays).
    expect(log.changed.at(-1)).toBe(false);
    expect(videos.live('a')?.texture).toBe('tex1');
  });

  it('uploads per presented frame, not per tick, where the element reports frames (requestVideoFrameCallback)', () => {
    const { videos, a, log, clock } = setup();
    const armed: (() => void)[] = [];
    Object.assign(a, { requestVideoFrameCallback: (cb: () => void) => armed.push(cb), cancelVideoFrameCallback: () => {} });
    videos.track('a');
    a.play();
    // 60 ticks: the time moves every tick, a frame is presented every other one (30 fps on a 60 Hz loop).
    for (let tick = 0; tick < 60; tick++) {
      a.currentTime += 1 / 60;
      if (tick % 2 === 1) armed.splice(0).forEach((cb) => cb());
      clock.step(16);
    }
    // The first tick uploads the frame the video starts on; then one upload per presented frame.
    expect(log.uploads).toBe(31);
    // Paused: the loop is gone, so nothing re-arms the callback after the one still pending fires.
    a.pause();
    armed.splice(0).forEach((cb) => cb());
    expect(armed).toEqual([]);
  });

  it('stops on videoState(false) even before the element pauses, and resumes on its next play', () => {
    const { videos, a, clock } = setup();
    videos.track('a');
    a.play();
    videos.setPlaying('a', false);
    expect(clock.frameListenerCount()).toBe(0);
    a.pause();
    a.play();
    expect(clock.frameListenerCount()).toBe(1);
  });

  it('follows an element that is already playing when it is tracked (a restored context)', () => {
    const { videos, a, clock, step } = setup();
    a.paused = false;
    a.currentTime = 1.2;
    videos.track('a');
    expect(clock.frameListenerCount()).toBe(1);
    step(32);
    expect(videos.live('a')).not.toBeNull();
  });

  it('keeps one loop for two playing videos (a transition between two video slides) and uploads both', () => {
    const { videos, a, b, log, clock, step } = setup();
    videos.track('a');
    videos.track('b');
    a.play();
    b.play();
    expect(clock.frameListenerCount()).toBe(1);
    step(64);
    expect(log.created).toBe(2);
    a.pause();
    expect(clock.frameListenerCount()).toBe(1);
    b.pause();
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('shows the poster again while paused when posterOnPause is set', () => {
    const { videos, a, step } = setup({ posterOnPause: true });
    videos.track('a');
    a.play();
    step(32);
    expect(videos.live('a')).not.toBeNull();
    a.pause();
    expect(videos.live('a')).toBeNull();
  });

  it('releases textures and listeners of slides not retained, and destroy() detaches everything once', () => {
    const { videos, a, b, log, clock, step } = setup();
    videos.track('a');
    videos.track('b');
    a.play();
    step(32);
    videos.retain(['b']);
    expect(log.destroyed).toBe(1);
    expect(a.listenerCount()).toBe(0);
    expect(clock.frameListenerCount()).toBe(0);
    b.play();
    expect(clock.frameListenerCount()).toBe(1);
    step(32);
    videos.destroy();
    videos.destroy();
    expect(log.destroyed).toBe(2);
    expect(b.listenerCount()).toBe(0);
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('does no work for a video the stage does not draw, and uploads its current frame once it is shown', () => {
    const { videos, a, log, clock, step, shown } = setup();
    shown.delete('a');
    videos.track('a');
    a.play();
    step(160);
    expect(clock.frameListenerCount()).toBe(0);
    expect(log.uploads).toBe(0);
    a.pause();
    expect(log.changed).toEqual([]);
    a.play();
    shown.add('a');
    videos.shownChanged();
    expect(log.uploads).toBe(1);
    expect(clock.frameListenerCount()).toBe(1);
    shown.delete('a');
    videos.shownChanged();
    expect(clock.frameListenerCount()).toBe(0);
  });

  it('does no work for a slide without a video element', () => {
    const { videos, clock } = setup();
    videos.track('missing');
    videos.setPlaying('missing', true);
    expect(videos.live('missing')).toBeNull();
    expect(clock.frameListenerCount()).toBe(0);
  });
});
