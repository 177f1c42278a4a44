/**
 * The slide-change pipeline (change-pipeline.ts) as a late unit (late-unit.ts): a module shows its first slide
 * without its code, which loads once that slide shows or at the first request or swipe, whichever comes first.
 * Requests made meanwhile run in the order they came once it is in, as they would have queued behind a change.
 */
import type { ChangePipeline, ChangePipelineDeps } from './change-pipeline.ts';
import { createLateUnit, lateCode } from './late-unit.ts';
import { loadRareEases } from './rare-eases.ts';
import { createTransitionLoader, loadTransitionCode } from './transition-loader.ts';
import type { TransitionModule } from '../transition/resolve.ts';

// The rarer ease curves come with it: every module's later slides, hovers, transitions or carousel may name one.
const SLIDE_CHANGES = lateCode('slide-changes', () => Promise.all([import('./change-pipeline.ts'), loadRareEases()]).then(([code]) => code));

/**
 * Loads the slide-change code once per page, with the transitions a change awaits (what a test awaits to change slides
 * right after init: a change then runs within the frame it was asked in, as it does once the page has them).
 */
export const loadSlideChanges = (): Promise<unknown> => Promise.all([SLIDE_CHANGES.load(), loadTransitionCode()]);

export interface LatePipelineDeps extends Omit<ChangePipelineDeps, 'transitions' | 'model'> {
  readonly model: ChangePipelineDeps['model'] & TransitionModule;
  /** Settles when the code may load without competing with the first slide (it is visible). */
  readonly after: Promise<unknown>;
  /** Settles when the first slide's layers have entered: the background transitions load then (transition-loader.ts). */
  readonly entered: Promise<unknown>;
  readonly log: Pick<Console, 'error'>;
}

export function createLatePipeline({ after, entered, log, ...rest }: LatePipelineDeps): ChangePipeline {
  // The background transitions: needed by the first change only, loaded once the first slide's layers have entered.
  const deps: ChangePipelineDeps = { ...rest, transitions: createTransitionLoader(rest.model, rest.env.random) };
  void entered.then(() => (deps.alive() ? deps.transitions.load().catch(() => {}) : undefined));
  const late = createLateUnit({
    code: SLIDE_CHANGES,
    wanted: true,
    after,
    create: ({ createChangePipeline }) => createChangePipeline(deps),
    fallback: 'the slide stays until a request loads it again',
    log,
  });
  const use = (fn: (pipeline: ChangePipeline) => void | Promise<void>): Promise<void> => late.use((pipeline) => (deps.alive() ? fn(pipeline) : undefined));
  return {
    change: (index, direction) => use((p) => p.change(index, direction)),
    draw: (req) => void use((p) => p.draw(req)),
    // A request that came before the start waits in `use`, not in the pipeline's own queue.
    takeQueued: () => late.current()?.takeQueued() ?? null,
    drag: {
      // A swipe before the code is in decides on release, as one that cannot follow the finger does.
      begin(direction) {
        const pipeline = late.current();
        if (!pipeline) late.load();
        return pipeline?.drag.begin(direction) ?? null;
      },
      active: () => late.current()?.drag.active() ?? false,
      destroy: () => late.current()?.drag.destroy(),
    },
    destroy: () => late.destroy(),
  };
}
