/**
 * The module's events (FORMAT.md §4): listeners through the API (`api.on`), and the same event mirrored as SR7's DOM
 * event on the module element (`sr.slide.afterChange` …, with the module id), for page code written for SR7.
 */
import type { StrataEvents } from './api-types.ts';
import { sr7EventName } from './api-types.ts';
import { createEmitter, type Emitter } from './events.ts';
import type { Environment } from './ports.ts';

export type Emit = <K extends keyof StrataEvents>(type: K, detail: StrataEvents[K]) => void;

export function createModuleEvents(htmlId: string, env: Pick<Environment, 'eventTarget' | 'log'>): { emitter: Emitter<StrataEvents>; emit: Emit } {
  const emitter = createEmitter<StrataEvents>((error) => env.log.error('[strata] event listener failed:', error));
  const emit: Emit = (type, detail) => {
    emitter.emit(type, detail);
    const target = env.eventTarget;
    if (target && typeof CustomEvent === 'function') {
      target.dispatchEvent(new CustomEvent(sr7EventName(type, detail), { detail: { id: htmlId, ...detail }, bubbles: true }));
    }
  };
  return { emitter, emit };
}
