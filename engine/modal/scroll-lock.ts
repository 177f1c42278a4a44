/**
 * Body scroll lock for open modals (SPEC §4 "Modal": locked unless pS; on close styles and scroll
 * position restored). Only the properties we touch are saved and put back (value and !important), so
 * styles the page changes meanwhile survive, and a body that had no style attribute gets none back.
 */

interface StyleLike {
  getPropertyValue(name: string): string;
  getPropertyPriority(name: string): string;
  setProperty(name: string, value: string, priority?: string): void;
  removeProperty(name: string): string;
  readonly length: number;
}

export interface ScrollLockDeps {
  readonly body: {
    readonly style: StyleLike;
    hasAttribute(name: string): boolean;
    removeAttribute(name: string): void;
  };
  /** documentElement.clientWidth: the window width without the vertical scrollbar. */
  clientWidth(): number;
  readonly window: {
    readonly innerWidth: number;
    readonly scrollX: number;
    readonly scrollY: number;
    scrollTo(x: number, y: number): void;
  };
  /** The body's computed padding-right in px (the gap is added to it, not to 0). */
  paddingRight(): number;
}

export interface ScrollLock {
  lock(): void;
  unlock(): void;
  readonly locked: boolean;
}

const PROPS = ['overflow', 'padding-right'] as const;

export function createScrollLock(deps: ScrollLockDeps): ScrollLock {
  let saved: { props: Array<[string, string, string]>; hadStyle: boolean; x: number; y: number } | null = null;
  return {
    get locked() {
      return saved !== null;
    },
    lock() {
      if (saved) return;
      const { style } = deps.body;
      const { window: win } = deps;
      // Measured before hiding the overflow: the scrollbar's width, which the page would jump by.
      const gap = Math.max(0, win.innerWidth - deps.clientWidth());
      const padding = deps.paddingRight();
      saved = {
        props: PROPS.map((p) => [p, style.getPropertyValue(p), style.getPropertyPriority(p)]),
        hadStyle: deps.body.hasAttribute('style'),
        x: win.scrollX,
        y: win.scrollY,
      };
      style.setProperty('overflow', 'hidden', 'important');
      if (gap > 0) style.setProperty('padding-right', `${padding + gap}px`, 'important');
    },
    unlock() {
      if (!saved) return;
      const { style } = deps.body;
      for (const [prop, value, priority] of saved.props) {
        if (value === '') style.removeProperty(prop);
        else style.setProperty(prop, value, priority);
      }
      if (!saved.hadStyle && style.length === 0) deps.body.removeAttribute('style');
      const { x, y } = saved;
      saved = null;
      if (deps.window.scrollX !== x || deps.window.scrollY !== y) deps.window.scrollTo(x, y);
    },
  };
}
