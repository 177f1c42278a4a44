import { describe, expect, it } from 'vitest';
import { createHtml5Adapter } from './html5.ts';
import { FakeMediaElement } from './test-fakes.ts';

describe('html5 / audio adapter', () => {
  it('reports the element events as SPEC §4 codes', async () => {
    const element = new FakeMediaElement();
    const adapter = createHtml5Adapter(element, 'html5');
    const states: number[] = [];
    adapter.onState((state) => states.push(state));
    element.fire('loadedmetadata');
    await adapter.play();
    element.fire('waiting');
    element.fire('playing');
    adapter.pause();
    element.fire('ended');
    expect(states).toEqual([4, 1, 3, 1, 2, 0]);
    expect(adapter.kind).toBe('html5');
  });

  it('keeps the DOMException name of a refused play()', async () => {
    const element = new FakeMediaElement('AUDIO');
    const adapter = createHtml5Adapter(element, 'audio');
    element.nextPlay = { name: 'NotAllowedError', message: "play() failed because the user didn't interact with the document first." };
    await expect(adapter.play()).rejects.toMatchObject({ name: 'NotAllowedError' });
    element.nextPlay = { name: 'AbortError', message: 'The play() request was interrupted by a call to pause().' };
    await expect(adapter.play()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('seeks, mutes and sets the volume on the element (volume clamped to 0..1)', () => {
    const element = new FakeMediaElement();
    const adapter = createHtml5Adapter(element, 'html5');
    adapter.seek(12.5);
    adapter.seek(-3);
    expect(element.currentTime).toBe(0);
    adapter.seek(4);
    expect(adapter.currentTime()).toBe(4);
    expect(adapter.duration()).toBeNaN();
    adapter.setMuted(true);
    expect(element.muted).toBe(true);
    expect(adapter.muted()).toBe(true);
    adapter.setVolume(1.4);
    expect(element.volume).toBe(1);
    adapter.setVolume(0.25);
    expect(element.volume).toBe(0.25);
    // The rate survives a new source: load() resets playbackRate to defaultPlaybackRate.
    adapter.setSpeed(1.5);
    expect(element.playbackRate).toBe(1.5);
    expect(element.defaultPlaybackRate).toBe(1.5);
  });

  it('destroy pauses the element and stops reporting; twice is harmless', async () => {
    const element = new FakeMediaElement();
    const adapter = createHtml5Adapter(element, 'html5');
    const states: number[] = [];
    const off = adapter.onState((state) => states.push(state));
    await adapter.play();
    off();
    element.fire('pause');
    expect(states).toEqual([1]);
    adapter.onState((state) => states.push(state));
    adapter.destroy();
    adapter.destroy();
    expect(element.paused).toBe(true);
    element.fire('playing');
    expect(states).toEqual([1]);
    await expect(adapter.play()).rejects.toMatchObject({ name: 'AbortError' });
  });
});
