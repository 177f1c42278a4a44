import { describe, expect, it } from 'vitest';
import { createFormEmitter, createFormEvents, EVENT_DELAY_MS, type Mc4wpForm, type Scheduler } from './form-events.ts';

/** A form object whose element records the DOM events it is sent (no DOM in unit tests). */
function fakeForm(dispatched: string[]): Mc4wpForm {
  const element = { dispatchEvent: (e: Event) => dispatched.push(e.type) } as unknown as HTMLFormElement;
  return { id: 4751, name: 'Bülten', element, errors: [], started: false };
}

/** A scheduler the test runs by hand. */
function manualScheduler() {
  const queue = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  const scheduler: Scheduler = {
    setTimeout: (fn, ms) => {
      queue.set(next, { fn, ms });
      return next++;
    },
    clearTimeout: (h) => queue.delete(h as number),
  };
  return {
    scheduler,
    delays: () => [...queue.values()].map((q) => q.ms),
    flush: () => {
      for (const [h, q] of [...queue]) {
        queue.delete(h);
        q.fn();
      }
    },
  };
}

describe('createFormEvents', () => {
  it('calls "{formId}.{name}" listeners before "{name}" listeners, with [form, event]', () => {
    const events = createFormEvents();
    const form = fakeForm([]);
    const calls: string[] = [];
    events.on('subscribed', (f) => calls.push(`any:${f.id}`));
    events.on('4751.subscribed', (f) => calls.push(`form:${f.name}`));
    events.on('4752.subscribed', () => calls.push('other form'));
    events.trigger('subscribed', form);
    expect(calls).toEqual(['form:Bülten', 'any:4751']);
  });

  it('keeps going when a listener throws, and off() removes a listener', () => {
    const logged: string[] = [];
    const events = createFormEvents((m) => logged.push(m));
    const calls: string[] = [];
    events.on('change', () => {
      throw new Error('boom');
    });
    const off = events.on('change', () => calls.push('second'));
    events.trigger('change', fakeForm([]));
    off();
    events.trigger('change', fakeForm([]));
    expect(calls).toEqual(['second']);
    // The throwing listener stays registered, so both triggers log it.
    expect(logged).toEqual(Array(2).fill('mc4wp listener for "change" failed: boom'));
  });
});

describe('createFormEmitter', () => {
  it('emits submit at once and defers everything else by 10 ms, in order, also as DOM events', () => {
    const events = createFormEvents();
    const seen: string[] = [];
    for (const name of ['started', 'change', 'submit', 'subscribed'] as const) events.on(name, () => seen.push(name));
    const dispatched: string[] = [];
    const form = fakeForm(dispatched);
    const clock = manualScheduler();
    const emitter = createFormEmitter(events, clock.scheduler);
    emitter.emit('started', form);
    emitter.emit('change', form);
    emitter.emit('submit', form);
    expect(seen).toEqual(['submit']);
    expect(clock.delays()).toEqual([EVENT_DELAY_MS, EVENT_DELAY_MS]);
    clock.flush();
    emitter.emit('subscribed', form);
    clock.flush();
    expect(seen).toEqual(['submit', 'started', 'change', 'subscribed']);
    expect(dispatched).toEqual(['mc4wp-submit', 'mc4wp-started', 'mc4wp-change', 'mc4wp-subscribed']);
  });

  it('drops deferred events on cancel()', () => {
    const events = createFormEvents();
    const seen: string[] = [];
    events.on('change', () => seen.push('change'));
    const clock = manualScheduler();
    const emitter = createFormEmitter(events, clock.scheduler);
    emitter.emit('change', fakeForm([]));
    emitter.cancel();
    clock.flush();
    expect(seen).toEqual([]);
  });
});
