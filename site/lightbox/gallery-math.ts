/**
 * The index arithmetic of Magnific Popup's gallery module (BEHAVIOURS §3), pure so it is tested in Node:
 * looping, the direction of travel, which neighbours to preload, and the counter text.
 */
import { MFP_TEXT } from './strings.ts';

/** `true` = towards higher indexes ("next"), `false` = towards lower ("prev"); Magnific's `mfp.direction`. */
export type Direction = 'next' | 'prev';

/**
 * Magnific's `_getLoopedId`: an index one lap out of range comes back in from the other end. (Magnific only
 * ever steps by at most `preload` items, so one lap is enough; we take the true modulo to be safe.)
 */
export function loopedIndex(index: number, total: number): number {
  if (total <= 0) throw new RangeError(`loopedIndex: total must be positive, got ${total}`);
  return ((index % total) + total) % total;
}

/**
 * Where a step lands: with `loop` the index wraps (Magnific's behaviour); without it the step is refused at the
 * ends (null), which is how a non-looping gallery disables its arrows.
 */
export function stepIndex(index: number, total: number, direction: Direction, loop: boolean): number | null {
  const target = index + (direction === 'next' ? 1 : -1);
  if (target >= 0 && target < total) return target;
  return loop && total > 1 ? loopedIndex(target, total) : null;
}

/** Magnific's `goTo`: the direction of a jump is "next" unless it goes to a lower index. */
export function directionOfJump(from: number, to: number): Direction {
  return to >= from ? 'next' : 'prev';
}

/**
 * The items to preload after showing `index` (Magnific's `preloadNearbyImages`): `preload = [before, after]`
 * counts are read relative to the direction of travel, so with the default [0, 2] a step forward preloads
 * i+1, i+2 and a step back preloads i−1, i−2. Both counts are capped at the item count. Indexes wrap when the
 * gallery loops and are dropped past the ends when it does not; the current item and repeats are left out.
 */
export function preloadIndexes(
  index: number,
  total: number,
  direction: Direction,
  preload: readonly [number, number],
  loop = true,
): number[] {
  const before = Math.min(Math.max(0, preload[0]), total);
  const after = Math.min(Math.max(0, preload[1]), total);
  // "after" counts in the direction of travel, "before" against it.
  const forward = direction === 'next' ? after : before;
  const backward = direction === 'next' ? before : after;
  const out: number[] = [];
  const add = (raw: number) => {
    if (!loop && (raw < 0 || raw >= total)) return;
    const i = loopedIndex(raw, total);
    if (i !== index && !out.includes(i)) out.push(i);
  };
  for (let k = 1; k <= forward; k++) add(index + k);
  for (let k = 1; k <= backward; k++) add(index - k);
  return out;
}

/** The counter ("3 of 12"); empty for a single item, as Magnific leaves it (BEHAVIOURS §3). */
export function counterText(index: number, total: number, template: string = MFP_TEXT.tCounter): string {
  if (total <= 1) return '';
  return template.replace('%curr%', String(index + 1)).replace('%total%', String(total));
}
