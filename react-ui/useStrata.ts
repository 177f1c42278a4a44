import { useContext, useSyncExternalStore } from 'react';
import type { SliderState, StrataApi } from '../engine/index.ts';
import { StrataContext } from './context.ts';

const noop = () => () => {};

/**
 * The nearest `<Strata>`'s API and a slice of its state; re-renders only when the selected slice changes.
 *
 * @example
 * function Counter() {
 *   const { api, value: index } = useStrata((s) => s.index);
 *   return <button onClick={() => api?.next()}>slide {index + 1}</button>;
 * }
 */
export function useStrata<T = SliderState>(select?: (state: SliderState) => T): { api: StrataApi | null; value: T | null } {
  const slider = useContext(StrataContext);
  const value = useSyncExternalStore(
    slider ? slider.store.subscribe : noop,
    () => (slider ? (select ? select(slider.store.getState()) : (slider.store.getState() as T)) : null),
    () => null,
  );
  return { api: slider?.api ?? null, value };
}
