/**
 * The frame-rate check (fps.ts) as a late unit (late-unit.ts): the first paint does without it, its code loads once
 * the first slide shows. It measures the frames drawn from then on; a 4 s window starts at the first frame it sees.
 */
import type { FpsMonitorDeps } from './fps.ts';
import { createLateUnit, lateCode, type LateUnit } from './late-unit.ts';

const FPS_CODE = lateCode('fps', () => import('./fps.ts'));

export interface LateFpsDeps extends FpsMonitorDeps {
  /** Settles once the first slide shows. */
  readonly after: Promise<unknown>;
  readonly log: Pick<Console, 'error'>;
}

export function createLateFpsMonitor({ after, log, ...deps }: LateFpsDeps): LateUnit<{ destroy(): void }> {
  return createLateUnit({
    code: FPS_CODE,
    wanted: true,
    after,
    create: ({ createFpsMonitor }) => createFpsMonitor(deps),
    fallback: 'the frame rate is not checked',
    log,
  });
}
