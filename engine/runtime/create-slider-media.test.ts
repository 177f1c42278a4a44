import { beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeModule } from '../model/index.ts';
import { fakeHost } from '../media/test-fakes.ts';
import { MEDIA_STATE } from '../media/types.ts';
import type { StrataEvents } from './api-types.ts';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import { loadActions } from './feature-units.ts';
import { backdrop, wire } from './test-media.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Steps the clock frame by frame, letting promise continuations (prepare, adapters) run in between. */
async function advance(clock: ReturnType<typeof createSteppedClock>, ms: number) {
  for (let t = 0; t < ms; t += 16) {
    clock.step(Math.min(16, ms - t));
    await flush();
  }
}

async function started() {
  const clock = createSteppedClock();
  const host = fakeHost();
  const videos: string[] = [];
  const dom: string[] = [];
  const eventTarget = { dispatchEvent: (event: Event) => dom.push(event.type) > 0 };
  const slider = createSlider(normalizeModule(wire()), {
    clock,
    backdrop: backdrop(videos),
    media: host.host,
    env: { eventTarget, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } },
  });
  const events: StrataEvents['media'][] = [];
  slider.api.on('media', (detail) => events.push(detail));
  await slider.init();
  // The first slide shows without waiting for the coordinator's code; once it is in, it plays what is shown.
  await import('../media/coordinator.ts');
  await flush();
  return { clock, host, slider, events, videos, dom };
}

// The slide actions' code loads after the first slide shows (late-unit.ts); these tests click right after init.
beforeAll(() => loadActions());

describe('createSlider with media', () => {
  it('plays the first slide\'s media, announces it on the API and as sr.media.<state>, and holds the slideshow', async () => {
    const { slider, events, dom, videos } = await started();
    expect(events.map((e) => `${e.layer ?? 'bg'} ${e.state} ${e.code}`)).toEqual(['bg playing 1', 'bg paused 2', 'v playing 1']);
    expect(events[2]).toEqual({ slide: 's1', layer: 'v', state: 'playing', code: MEDIA_STATE.playing });
    expect(dom.filter((name) => name.startsWith('sr.media'))).toEqual(['sr.media.playing', 'sr.media.paused', 'sr.media.playing']);
    expect(videos).toEqual(['s1:true', 's1:false']);
    expect([...slider.store.getState().pausedBy]).toEqual(['media']);
  });

  it('keeps the slide while the pauseTimer media plays, and goes on when it ends (nextSlide)', async () => {
    const { slider, clock, host } = await started();
    await advance(clock, 5000);
    expect(slider.api.current().key).toBe('s1');
    host.get('s1/v')!.report(MEDIA_STATE.ended);
    expect(slider.store.getState().pausedBy.has('media')).toBe(false);
    await advance(clock, 500);
    expect(slider.api.current().key).toBe('s2');
    // Leaving s1 paused what still played there.
    expect(host.get('s1/v')!.calls.at(-1)).toBe('pause');
  });

  it('runs a media action from a click and stops everything on kill', async () => {
    const { slider, host, clock } = await started();
    slider.layerInput('s1', 'b', 'click');
    await flush();
    expect(slider.store.getState().pausedBy.has('media')).toBe(false);
    expect(host.get('s1/v')!.calls.at(-1)).toBe('pause');
    slider.layerInput('s1', 'b', 'click');
    await flush();
    expect(slider.store.getState().pausedBy.has('media')).toBe(true);
    slider.kill();
    expect(host.get('s1/v')!.destroyed).toBe(true);
    expect(host.get('s1/bg')!.destroyed).toBe(true);
    expect(clock.timerCount()).toBe(0);
  });
});
