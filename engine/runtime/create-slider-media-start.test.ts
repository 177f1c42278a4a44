import { describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { fakeHost } from '../media/test-fakes.ts';
import type { StrataEvents } from './api-types.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import { backdrop, wire } from './test-media.ts';

// The coordinator's code arrives only when the test opens the gate, as a chunk does on a busy page.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
});
vi.mock('../media/coordinator.ts', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSlider with media whose code is still loading', () => {
  it('shows the first slide without waiting for the media code, then plays the media of the slide shown', async () => {
    const videos: string[] = [];
    const slider = createSlider(normalizeModule(wire()), {
      clock: createSteppedClock(),
      backdrop: backdrop(videos),
      media: fakeHost().host,
      env: { log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } },
    });
    const events: StrataEvents['media'][] = [];
    slider.api.on('media', (detail) => events.push(detail));
    // Resolves while the coordinator's import is held: the first slide is shown, nothing plays yet.
    await slider.init();
    expect(slider.store.getState().phase).toBe('idle');
    expect(events).toEqual([]);
    expect(videos).toEqual([]);

    gate.open();
    await import('../media/coordinator.ts');
    await flush();
    expect(events.map((e) => `${e.slide} ${e.layer ?? 'bg'} ${e.state}`)).toEqual(['s1 bg playing', 's1 bg paused', 's1 v playing']);
    expect(videos).toEqual(['s1:true', 's1:false']);
    slider.kill();
  });
});
