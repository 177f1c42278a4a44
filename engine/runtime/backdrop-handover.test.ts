import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createSteppedClock } from './clock.ts';
import { createSlider } from './create-slider.ts';
import type { Backdrop } from './ports.ts';
import { testModule } from './test-module.ts';
import { loadSlideChanges } from './late-pipeline.ts';

/** A backdrop whose prepare() resolves only when the test says so (a GPU stage decoding its first texture). */
function slowBackdrop(kind: 'gpu' | 'dom', log: string[]) {
  const waiting: Array<() => void> = [];
  const backdrop: Backdrop = {
    kind,
    prepare: (key) => {
      log.push(`${kind} prepare ${key}`);
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    retain: () => {},
    show: (key) => log.push(`${kind} show ${key}`),
    transition: (from, to) => {
      log.push(`${kind} transition ${from}->${to}`);
      return { render: () => {}, finish: () => log.push(`${kind} finish ${to}`) };
    },
    resize: () => {},
    destroy: () => log.push(`${kind} destroy`),
  };
  return { backdrop, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

function instantBackdrop(kind: 'gpu' | 'dom', log: string[]): Backdrop {
  return {
    kind,
    prepare: async () => {},
    retain: () => {},
    show: (key) => log.push(`${kind} show ${key}`),
    transition: (from, to) => {
      log.push(`${kind} transition ${from}->${to}`);
      return { render: () => {}, finish: () => log.push(`${kind} finish ${to}`) };
    },
    resize: () => {},
    destroy: () => log.push(`${kind} destroy`),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function started(log: string[]) {
  const clock = createSteppedClock();
  const slider = createSlider(testModule(3, { auto: false }), {
    clock,
    backdrop: instantBackdrop('dom', log),
    env: { log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } },
  });
  await slider.init();
  return { clock, slider };
}

// The slide-change code loads after the first slide shows (late-pipeline.ts); these tests change right after init.
beforeAll(() => loadSlideChanges());

describe('backdrop handover', () => {
  it('the GPU stage takes over only once it has drawn the current slide: the store names it after its first frame', async () => {
    const log: string[] = [];
    const { slider } = await started(log);
    const kinds: string[] = [];
    slider.store.subscribe((state) => kinds.push(`${state.backdrop} (log ${log.length})`));
    const gpu = slowBackdrop('gpu', log);
    slider.setBackdrop(gpu.backdrop);
    await flush();
    // Still decoding: the DOM backdrop keeps drawing and the view is not told to hide it.
    expect(slider.store.getState().backdrop).toBe('dom');
    expect(log).not.toContain('dom destroy');
    gpu.release();
    await flush();
    expect(slider.store.getState().backdrop).toBe('gpu');
    const shownAt = log.indexOf('gpu show s1');
    expect(shownAt).toBeGreaterThan(log.indexOf('gpu prepare s1'));
    expect(log.indexOf('dom destroy')).toBeLessThan(shownAt + 1);
    // The store said 'gpu' only after the GPU's first frame of s1.
    const said = kinds.find((k) => k.startsWith('gpu'))!;
    expect(Number(/log (\d+)/.exec(said)![1])).toBeGreaterThan(shownAt);
  });

  it('a change that runs while the stage prepares is drawn by the DOM backdrop; the stage then takes over on the slide it reached', async () => {
    const log: string[] = [];
    const { clock, slider } = await started(log);
    const gpu = slowBackdrop('gpu', log);
    slider.setBackdrop(gpu.backdrop);
    slider.api.next();
    await flush();
    expect(log).toContain('dom transition s1->s2');
    gpu.release(); // s1 is ready, but the change is still running
    await flush();
    expect(slider.store.getState().backdrop).toBe('dom');
    for (let t = 0; t < 3000; t += 16) {
      clock.step(16);
      await flush();
    }
    expect(slider.api.current().key).toBe('s2');
    // The stage prepared s1, but s2 is shown now: it prepares s2 before it takes over.
    expect(log.filter((l) => l.startsWith('gpu prepare'))).toEqual(['gpu prepare s1', 'gpu prepare s2']);
    gpu.release();
    await flush();
    expect(slider.store.getState().backdrop).toBe('gpu');
    expect(log).toContain('gpu show s2');
    expect(log).not.toContain('gpu transition s1->s2');
  });

  it('the DOM backdrop takes over at once (a lost WebGL context), and a newer offer replaces a waiting one', async () => {
    const log: string[] = [];
    const { slider } = await started(log);
    const first = slowBackdrop('gpu', log);
    slider.setBackdrop(first.backdrop);
    const dom = instantBackdrop('dom', log);
    slider.setBackdrop(dom);
    expect(log).toContain('gpu destroy'); // the waiting stage is given up
    expect(slider.store.getState().backdrop).toBe('dom');
    expect(log.at(-1)).toBe('dom show s1');
    first.release();
    await flush();
    expect(slider.store.getState().backdrop).toBe('dom');
  });

  it('kill() destroys the waiting backdrop too', async () => {
    const log: string[] = [];
    const { slider } = await started(log);
    const gpu = slowBackdrop('gpu', log);
    slider.setBackdrop(gpu.backdrop);
    slider.kill();
    expect(log.filter((l) => l.endsWith('destroy')).sort()).toEqual(['dom destroy', 'gpu destroy']);
  });
});
