import { describe, expect, it } from 'vitest';
import { createSliderStore } from './store.ts';
import { createSteppedClock } from './clock.ts';
import { fakeNavInputs } from './input/fake-inputs.ts';
import { createRequestRules, ignoredDuringScene, navDelay, withinMargin } from './requests.ts';
import { testModule } from './test-module.ts';

const scene = { source: 'input' as const, delay: 1000, carousel: false, changing: true, sinceChangeStart: 100 };

describe('request rules (SPEC §4)', () => {
  it('on mobile a navigation delay above 200 becomes 50', () => {
    expect(navDelay(1000, true)).toBe(50);
    expect(navDelay(200, true)).toBe(200);
    expect(navDelay(1000, false)).toBe(1000);
    expect(navDelay(-5, false)).toBe(0);
  });

  it('is within the viewport margin: 100 px around it, or a negative margin inside it', () => {
    const vh = 800;
    expect(withinMargin({ top: 850, bottom: 1350, viewportHeight: vh }, 100)).toBe(true);
    expect(withinMargin({ top: 950, bottom: 1450, viewportHeight: vh }, 100)).toBe(false);
    expect(withinMargin({ top: -550, bottom: -50, viewportHeight: vh }, 100)).toBe(true);
    // SR7 vPort "80%": that share of the module (or of the window, for a module taller than it) must be visible.
    expect(withinMargin({ top: 700, bottom: 1200, viewportHeight: vh }, { pct: 80 })).toBe(false);
    expect(withinMargin({ top: 400, bottom: 900, viewportHeight: vh }, { pct: 80 })).toBe(true);
    expect(withinMargin({ top: -300, bottom: 1500, viewportHeight: vh }, { pct: 80 })).toBe(true);
    expect(withinMargin({ top: -650, bottom: -150, viewportHeight: vh }, 100)).toBe(false);
    expect(withinMargin({ top: 650, bottom: 1150, viewportHeight: vh }, -200)).toBe(false);
    expect(withinMargin({ top: 550, bottom: 1050, viewportHeight: vh }, -200)).toBe(true);
  });

  it('ignores visitor input during a scene when a delay is set, never on a carousel, never API requests', () => {
    expect(ignoredDuringScene(scene)).toBe(true);
    expect(ignoredDuringScene({ ...scene, changing: false, sinceChangeStart: 900 })).toBe(true); // within the delay
    expect(ignoredDuringScene({ ...scene, changing: false, sinceChangeStart: 1000 })).toBe(false);
    expect(ignoredDuringScene({ ...scene, delay: 0 })).toBe(false);
    expect(ignoredDuringScene({ ...scene, carousel: true })).toBe(false);
    expect(ignoredDuringScene({ ...scene, source: 'api' })).toBe(false);
    expect(ignoredDuringScene({ ...scene, changing: false, sinceChangeStart: null })).toBe(false);
  });

  it('defers requests while the module is out of the margin and retries the latest once it comes in', () => {
    const clock = createSteppedClock();
    const model = testModule(5, { auto: false });
    const store = createSliderStore(model, 0, 1);
    const fake = fakeNavInputs(() => clock.now());
    const run: unknown[] = [];
    const rules = createRequestRules({ model, store, level: () => 1, now: () => clock.now(), inputs: fake.inputs, run: (r) => run.push(r) });
    expect(rules.request('+1', 'api')).toBe('run'); // nothing reported yet: counts as in view
    fake.setViewport({ top: 2000, bottom: 2500, viewportHeight: 800 });
    expect(rules.request('+1', 'api')).toBe('deferred');
    expect(rules.request('#s4', 'api')).toBe('deferred');
    expect(run).toEqual(['+1']);
    fake.setViewport({ top: 880, bottom: 1380, viewportHeight: 800 }); // 80 px below: within 100
    expect(run).toEqual(['+1', '#s4']);
    fake.setViewport({ top: 100, bottom: 600, viewportHeight: 800 });
    expect(run).toEqual(['+1', '#s4']); // retried once
    rules.destroy();
    expect(fake.listeners()).toBe(0);
  });

  it('drops input for nav.delay after a change begins (50 ms on mobile), but lets API requests through', () => {
    const clock = createSteppedClock();
    const model = testModule(5, { auto: false });
    for (const [touch, expected] of [[false, 'ignored'], [true, 'run']] as const) {
      const store = createSliderStore(model, 0, 1);
      const fake = fakeNavInputs(() => clock.now(), { touch });
      const rules = createRequestRules({ model, store, level: () => 1, now: () => clock.now(), inputs: fake.inputs, run: () => {} });
      store.setState({ phase: 'changing', nextIndex: 1 });
      expect(rules.busy()).toBe(true);
      expect(rules.request('+1', 'input')).toBe('ignored');
      expect(rules.request('+1', 'api')).toBe('run');
      clock.step(500);
      store.setState({ phase: 'idle', index: 1, nextIndex: null });
      expect(rules.busy()).toBe(false);
      expect(rules.request('+1', 'input')).toBe(expected); // 500 ms in: inside 1000, past 50
      clock.step(600);
      expect(rules.request('+1', 'input')).toBe('run');
    }
  });

  it('a carousel never drops input', () => {
    const clock = createSteppedClock();
    const model = { ...testModule(5, { auto: false }), type: 'carousel' as const };
    const store = createSliderStore(model, 0, 1);
    const rules = createRequestRules({ model, store, level: () => 1, now: () => clock.now(), run: () => {} });
    store.setState({ phase: 'changing', nextIndex: 1 });
    expect(rules.request('+1', 'input')).toBe('run');
  });
});
