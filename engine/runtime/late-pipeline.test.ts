import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangePipeline, ChangePipelineDeps } from './change-pipeline.ts';
import type { LatePipelineDeps } from './late-pipeline.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh copy of late-pipeline.ts (its page-wide code cache empty) over a recording stand-in for the real pipeline. */
async function fresh(options: { fail?: boolean } = {}) {
  vi.resetModules();
  const log: string[] = [];
  let created = 0;
  let failures = options.fail ? 1 : 0;
  vi.doMock('./change-pipeline.ts', () => {
    if (failures > 0) {
      failures--;
      throw new Error('Failed to fetch dynamically imported module');
    }
    return {
      createChangePipeline: (_deps: ChangePipelineDeps): ChangePipeline => {
        created++;
        return {
          change: async (index) => void log.push(`change ${index}`),
          draw: (req) => void log.push(`draw ${String(req)}`),
          takeQueued: () => null,
          drag: { begin: () => (log.push('drag'), null), active: () => false, destroy: () => {} },
          destroy: () => void log.push('destroy'),
        };
      },
    };
  });
  const { createLatePipeline, loadSlideChanges } = await import('./late-pipeline.ts');
  let show: () => void = () => {};
  const after = new Promise<void>((resolve) => (show = resolve));
  const error = vi.fn();
  let alive = true;
  const make = () => createLatePipeline({ after, entered: new Promise(() => {}), log: { error }, alive: () => alive, model: {}, env: { random: Math.random } } as unknown as LatePipelineDeps);
  return { make, log, created: () => created, show, error, kill: () => (alive = false), loadSlideChanges };
}

afterEach(() => {
  vi.doUnmock('./change-pipeline.ts');
  vi.resetModules();
});

describe('the slide-change code after the first slide (late-pipeline.ts)', () => {
  it('loads only once the first slide shows, and a slider made after that has its pipeline at once', async () => {
    const t = await fresh();
    const pipeline = t.make();
    await flush();
    expect(t.created()).toBe(0);
    t.show();
    await flush();
    expect(t.created()).toBe(1);
    pipeline.draw('+1');
    expect(t.log).toEqual(['draw +1']);
    const second = t.make();
    second.draw('-1');
    expect(t.log).toEqual(['draw +1', 'draw -1']);
  });

  it('requests before the code is in load it at once and run in the order they came', async () => {
    const t = await fresh();
    const pipeline = t.make();
    pipeline.draw('+1');
    const changed = pipeline.change(3, -1);
    pipeline.draw('#7');
    expect(t.log).toEqual([]);
    expect(pipeline.takeQueued()).toBeNull();
    await changed;
    await flush();
    expect(t.log).toEqual(['draw +1', 'change 3', 'draw #7']);
    expect(t.created()).toBe(1);
  });

  it('a swipe before the code is in does not follow the finger but starts the load; no drag is active meanwhile', async () => {
    const t = await fresh();
    const pipeline = t.make();
    expect(pipeline.drag.active()).toBe(false);
    expect(pipeline.drag.begin(1)).toBeNull();
    await flush();
    expect(t.created()).toBe(1);
    pipeline.drag.begin(1);
    expect(t.log).toEqual(['drag']);
  });

  it("a chunk that fails is SPEC §8's line, and the next request loads it again", async () => {
    const t = await fresh({ fail: true });
    const pipeline = t.make();
    pipeline.draw('+1');
    await flush();
    expect(t.error).toHaveBeenCalledTimes(1);
    // (vitest names its own page for a failing mock factory where a browser names the chunk's address)
    expect(String(t.error.mock.calls[0]?.[0])).toMatch(/^\[strata\] Loading chunk failed: slide-changes \(Error: \S+\); the slide stays until a request loads it again$/);
    expect(t.log).toEqual([]);
    pipeline.draw('+1');
    await flush();
    expect(t.log).toEqual(['draw +1']);
  });

  it('a slider killed before the code arrived never creates a pipeline, and its requests are dropped', async () => {
    const t = await fresh();
    const pipeline = t.make();
    pipeline.draw('+1');
    pipeline.destroy();
    t.kill();
    await flush();
    expect(t.created()).toBe(0);
    expect(t.log).toEqual([]);
  });
});
