/**
 * Leaving a field by clicking another fires `change` at mousedown; if validation then adds or removes
 * a tip above the pointer, the page shifts before mouseup and the visitor's click lands nowhere (CF7
 * has this flaw). Work scheduled through here waits, while a press is in progress, until that press
 * has produced its click (or clearly will not). Without a pointer (keyboard) it runs at once.
 */
import type { Disposer } from './disposer.ts';

/** After pointerup a touch tap's click can come a little later; past this, no click is coming. */
const CLICK_GRACE_MS = 350;

export type Schedule = (task: () => void) => void;

export function createPressAwareScheduler(win: Window, d: Disposer): Schedule {
  const queue: Array<() => void> = [];
  let pressed = false;
  let awaitingClick = false;
  let timer: number | undefined;

  const flush = () => {
    win.clearTimeout(timer);
    awaitingClick = false;
    for (const task of queue.splice(0)) task();
  };
  const capture = { capture: true };
  d.listen(win, 'pointerdown', () => {
    pressed = true;
    awaitingClick = false;
    win.clearTimeout(timer);
  }, capture);
  d.listen(win, 'pointerup', () => {
    pressed = false;
    awaitingClick = true;
    timer = win.setTimeout(flush, CLICK_GRACE_MS);
  }, capture);
  d.listen(win, 'pointercancel', () => {
    pressed = false;
    flush();
  }, capture);
  // After the click's own handlers (and the change it causes) have run.
  d.listen(win, 'click', () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(flush, 0);
  }, capture);
  d.add(() => {
    win.clearTimeout(timer);
    queue.length = 0;
  });

  return (task) => {
    if (pressed || awaitingClick) queue.push(task);
    else task();
  };
}
