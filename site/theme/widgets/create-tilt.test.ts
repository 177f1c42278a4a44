import { describe, expect, it } from 'vitest';
import { createTilt, type TiltScheduler } from './create-tilt.ts';

/** Just enough of an element for createTilt: events, style, dataset and a 300 × 200 box at (100, 200). */
class FakeElement extends EventTarget {
  style: Record<string, string> = {};
  dataset: Record<string, string> = {};
  offsetWidth = 300;
  offsetHeight = 200;
  ownerDocument = { defaultView: null };
  getBoundingClientRect() {
    return { left: 100, top: 200, width: 300, height: 200 };
  }
}

/** Frames and timers that run only when the test says so. */
function manualScheduler() {
  let id = 0;
  const frames = new Map<number, () => void>();
  const timers = new Map<number, { cb: () => void; at: number }>();
  let now = 0;
  const scheduler: TiltScheduler = {
    requestFrame: (cb) => (frames.set(++id, cb), id),
    cancelFrame: (n) => frames.delete(n),
    setTimeout: (cb, ms) => (timers.set(++id, { cb, at: now + ms }), id),
    clearTimeout: (n) => timers.delete(n),
  };
  return {
    scheduler,
    frame() {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((cb) => cb());
    },
    advance(ms: number) {
      now += ms;
      for (const [n, t] of [...timers]) if (t.at <= now) (timers.delete(n), t.cb());
    },
    pending: () => frames.size + timers.size,
  };
}

const mouse = (type: string, clientX = 0, clientY = 0) => Object.assign(new Event(type), { clientX, clientY });

function setup(dataset: Record<string, string> = {}) {
  const el = new FakeElement();
  el.dataset = dataset;
  const clock = manualScheduler();
  const events: string[] = [];
  for (const type of ['tilt.mouseEnter', 'tilt.mouseLeave', 'change']) el.addEventListener(type, () => events.push(type));
  const tilt = createTilt(el as unknown as HTMLElement, {}, clock.scheduler);
  return { el, clock, events, tilt };
}

describe('createTilt', () => {
  it('sets the transition on enter and clears it after speed ms', () => {
    const { el, clock, events } = setup();
    el.dispatchEvent(mouse('mouseenter'));
    expect(el.style['transition']).toBe('400ms cubic-bezier(.03,.98,.52,.99)');
    expect(el.style['willChange']).toBe('transform');
    clock.advance(399);
    expect(el.style['transition']).toBe('400ms cubic-bezier(.03,.98,.52,.99)');
    clock.advance(1);
    expect(el.style['transition']).toBe('');
    expect(events).toEqual(['tilt.mouseEnter']);
  });

  it('updates the transform in an animation frame, once per frame', () => {
    const { el, clock, events } = setup();
    el.dispatchEvent(mouse('mouseenter'));
    el.dispatchEvent(mouse('mousemove', 190, 250));
    el.dispatchEvent(mouse('mousemove', 110, 370));
    expect(el.style['transform']).toBeUndefined();
    clock.frame();
    // The last position counts: x/w = 10/300, y/h = 170/200.
    expect(el.style['transform']).toBe('perspective(300px) rotateX(7.00deg) rotateY(9.33deg) scale3d(1,1,1)');
    expect(events).toEqual(['tilt.mouseEnter', 'change']);
  });

  it('resets flat on leave with the transition, and honours data-tilt-* overrides', () => {
    const { el, clock, events } = setup({ tiltPerspective: '1300', tiltSpeed: '800' });
    el.dispatchEvent(mouse('mouseenter'));
    el.dispatchEvent(mouse('mousemove', 400, 400));
    clock.frame();
    expect(el.style['transform']).toBe('perspective(1300px) rotateX(10.00deg) rotateY(-10.00deg) scale3d(1,1,1)');
    el.dispatchEvent(mouse('mouseleave'));
    expect(el.style['transition']).toBe('800ms cubic-bezier(.03,.98,.52,.99)');
    clock.frame();
    expect(el.style['transform']).toBe('perspective(1300px) rotateX(0deg) rotateY(0deg)');
    expect(events).toEqual(['tilt.mouseEnter', 'change', 'tilt.mouseLeave']);
  });

  it('does not reset on leave with data-tilt-reset="false"', () => {
    const { el, clock } = setup({ tiltReset: 'false' });
    el.dispatchEvent(mouse('mousemove', 400, 400));
    clock.frame();
    el.dispatchEvent(mouse('mouseleave'));
    clock.frame();
    expect(el.style['transform']).toContain('rotateX(10.00deg)');
  });

  it('destroys idempotently, cancelling frames and timers and clearing its styles', () => {
    const { el, clock, tilt, events } = setup();
    el.dispatchEvent(mouse('mouseenter'));
    el.dispatchEvent(mouse('mousemove', 150, 250));
    tilt.destroy();
    tilt.destroy();
    expect(clock.pending()).toBe(0);
    expect(el.style).toMatchObject({ transform: '', transition: '', willChange: '' });
    el.dispatchEvent(mouse('mousemove', 150, 250));
    expect(clock.pending()).toBe(0);
    expect(events).toEqual(['tilt.mouseEnter']);
  });
});
