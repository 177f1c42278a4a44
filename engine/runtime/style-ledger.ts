import type { Styles } from '../anim/styles.ts';

/**
 * Remembers which style properties the engine animated on which targets, so a slide's reset can hand
 * every element back to React exactly as React left it. Transform-like properties React never sets are
 * cleared (and forgotten by the animated styles); properties React does set inline (colours, borders,
 * radius) are restored to the value they had before the engine first touched them.
 */
export interface StyleLedger {
  touch(target: object, props: readonly string[]): void;
  /** Clears / restores every touched property and forgets them. */
  restore(): void;
}

/** The transform channels all live in the one `transform` property. */
const TRANSFORM = new Set(['x', 'y', 'z', 'xPercent', 'yPercent', 'scaleX', 'scaleY', 'scale', 'rotation', 'rotationX', 'rotationY', 'rotationZ', 'skewX', 'skewY', 'transformPerspective']);
/** Inline styles React writes on layer elements (react-ui/layer-style.ts): restored, not cleared. */
const REACT_OWNED = new Set(['color', 'backgroundColor', 'backgroundImage', 'borderColor', 'borderStyle', 'borderRadius', 'borderTopWidth', 'borderRightWidth', 'borderBottomWidth', 'borderLeftWidth', 'textDecoration', 'zIndex', 'overflow']);

function read(target: object, prop: string): string {
  const style = (target as { style?: Record<string, unknown> }).style;
  const value = style && typeof style === 'object' ? style[prop] : (target as Record<string, unknown>)[prop];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function createStyleLedger(styles: Styles): StyleLedger {
  const cleared = new Map<object, Set<string>>();
  const saved = new Map<object, Map<string, string>>();
  return {
    touch(target, props) {
      for (const prop of props) {
        if (REACT_OWNED.has(prop)) {
          let values = saved.get(target);
          if (!values) saved.set(target, (values = new Map()));
          if (!values.has(prop)) values.set(prop, read(target, prop));
        } else {
          let set = cleared.get(target);
          if (!set) cleared.set(target, (set = new Set()));
          set.add(TRANSFORM.has(prop) ? 'transform' : prop);
        }
      }
    },
    restore() {
      for (const [target, props] of cleared) styles.clear(target, [...props]);
      for (const [target, values] of saved) {
        styles.set(target, Object.fromEntries(values));
        // Forgotten once written back: React owns the value again, and the next tween starts from what it wrote.
        styles.forget(target, [...values.keys()]);
      }
      cleared.clear();
      saved.clear();
    },
  };
}
