/**
 * The animated style of layer elements, kept in JS: every value a timeline, hover or modifier wrote, per target,
 * and written to the element once per render (one transform string per element per frame).
 *
 * Why not read the DOM like a tween library does: a tween that starts reads its start values from the element, and
 * a read after another element's write forces the browser to recompute style. Starting a slide of 40 layers that
 * way cost putnam's first slide ~460 ms of forced style recalculation (issue 16, CPU profile of the start). Here a
 * start value is the last value written, or the element's idle value, which needs no read for what the engine owns
 * (transform, opacity, filter, clip) and reads only the inline style React wrote for colours and borders.
 *
 * Targets with a `style` (elements) get CSS; any other object (unit tests' plain objects) gets the values as
 * properties, the same names and numbers the timelines animate.
 */

export type StyleValue = number | string;
export type StyleVars = Record<string, StyleValue>;

/** The transform channels, composed into one CSS transform in gsap's order (SR7 writes its layers with gsap). */
const TRANSFORM_DEFAULTS: Readonly<Record<string, number>> = {
  transformPerspective: 0,
  xPercent: 0,
  yPercent: 0,
  x: 0,
  y: 0,
  z: 0,
  rotation: 0,
  rotationY: 0,
  rotationX: 0,
  skewX: 0,
  skewY: 0,
  scaleX: 1,
  scaleY: 1,
};

export const isTransformChannel = (key: string): boolean => key in TRANSFORM_DEFAULTS;

interface TargetState {
  readonly values: Map<string, StyleValue>;
  readonly dirty: Set<string>;
  /** A transform channel was written mid-tween this render (3D translate while moving, as gsap's force3D "auto"). */
  moving: boolean;
}

export interface Styles {
  /** The value a tween starting now starts from. */
  get(target: object, key: string): StyleValue;
  /** Records a value; it reaches the element at the next flush. `moving`: written mid-tween. */
  put(target: object, key: string, value: StyleValue, moving?: boolean): void;
  /** Writes every recorded change to its element. */
  flush(): void;
  /** put + flush: a value that holds at once (modifiers, origins, hover's idle filter). */
  set(target: object, vars: StyleVars): void;
  /** Removes the engine's inline values (`transform` for every transform channel) and forgets them. */
  clear(target: object, keys: readonly string[]): void;
  /** Forgets values without touching the element: the next tween reads the element's own value again. */
  forget(target: object, keys: readonly string[]): void;
}

type Styled = { style: CSSStyleDeclaration };
const hasStyle = (target: object): target is Styled => typeof (target as { style?: unknown }).style === 'object' && (target as { style?: unknown }).style !== null;

const round = (n: number) => Math.round(n * 10000) / 10000;

/**
 * gsap's transform string: perspective, percent translate, px translate (3D while moving or with z), rotations, skew,
 * scale. The perspective is written only with something it can change (a turn about x or y, a z offset): in front of
 * flat transforms it moves no pixel, yet it makes the matrix 3D, and the browser then gives the element a compositing
 * layer of its own for as long as it stays. SR7 (through gsap) writes it on every layer with a `pers`; putnam's 40
 * resting layers each kept a layer of their own, composited every frame.
 */
export function composeTransform(get: (key: string) => number, moving: boolean): string {
  let out = '';
  const p = get('transformPerspective');
  const ry = get('rotationY');
  const rx = get('rotationX');
  const z = get('z');
  if (p && (rx || ry || z)) out += `perspective(${p}px) `;
  const xp = get('xPercent');
  const yp = get('yPercent');
  if (xp || yp) out += `translate(${xp}%, ${yp}%) `;
  const x = get('x');
  const y = get('y');
  if (moving || z) out += `translate3d(${x}px, ${y}px, ${z}px) `;
  else if (x || y) out += `translate(${x}px, ${y}px) `;
  const r = get('rotation');
  if (r) out += `rotate(${r}deg) `;
  if (ry) out += `rotateY(${ry}deg) `;
  if (rx) out += `rotateX(${rx}deg) `;
  const skx = get('skewX');
  const sky = get('skewY');
  if (skx || sky) out += `skew(${skx}deg, ${sky}deg) `;
  const sx = get('scaleX');
  const sy = get('scaleY');
  if (sx !== 1 || sy !== 1) out += `scale(${sx}, ${sy}) `;
  // An element that was moved keeps a transform at rest, as under gsap: the same stacking context before and after.
  return out.trim() || 'translate(0px, 0px)';
}

/** The idle value of a channel nobody wrote yet: no read for what the engine owns, the inline style for the rest. */
function idle(target: object, key: string): StyleValue {
  if (!hasStyle(target)) {
    const value = (target as Record<string, unknown>)[key];
    return typeof value === 'number' || typeof value === 'string' ? value : (TRANSFORM_DEFAULTS[key] ?? (key === 'opacity' ? 1 : ''));
  }
  // React never writes a transform on the elements the engine animates (layer-style.ts): identity is their idle.
  if (key in TRANSFORM_DEFAULTS) return TRANSFORM_DEFAULTS[key] as number;
  const inline = (target.style as unknown as Record<string, string>)[key];
  if (inline) return key === 'opacity' ? Number(inline) : inline;
  if (key === 'opacity') return 1;
  // No inline value: '' is the idle state (writing it back hands the property to the stylesheet), except for a value
  // a tween eases from, colours and borders React did not write inline (hover): the one case that reads the
  // computed style.
  if (!/color|width|radius/i.test(key)) return '';
  const view = (target as unknown as Element).ownerDocument?.defaultView;
  return view ? ((view.getComputedStyle(target as unknown as Element) as unknown as Record<string, string>)[key] ?? '') : '';
}

/** A filter chain each function of which leaves the pixels as they are (the form anim/layer-frame.ts filterCss writes). */
const IDENTITY_FILTER = /^(?:\s*(?:blur\(0(?:px)?\)|(?:brightness|saturate|contrast)\(100%\)|(?:grayscale|sepia|invert)\(0%\)|hue-rotate\(0(?:deg)?\)))+\s*$/;

/**
 * The filter as the element gets it: `none` for one that changes nothing. SR7 gives every layer with a filter frame
 * the whole chain at its identity between frames (putnam's sun, its halo and its title: `blur(0px) brightness(100%) …
 * hue-rotate(0deg)`), and the browser still draws each such element through a filter pass of its own every frame:
 * on software GL that made each of putnam's entry frames 110–150 ms of compositing, against 80–95 ms with none.
 * The tween keeps the chain (values), so the next frame still eases number by number; every layer element is a
 * stacking context of its own (z-index), so dropping the filter's changes no paint order.
 */
export const drawnFilter = (value: string): string => (IDENTITY_FILTER.test(value) ? 'none' : value);

export function createStyles(): Styles {
  const states = new WeakMap<object, TargetState>();
  const pending = new Set<object>();
  const stateOf = (target: object): TargetState => {
    let state = states.get(target);
    if (!state) states.set(target, (state = { values: new Map(), dirty: new Set(), moving: false }));
    return state;
  };

  const write = (target: object, state: TargetState) => {
    let transform = false;
    const styled = hasStyle(target) ? (target.style as unknown as Record<string, string>) : null;
    for (const key of state.dirty) {
      const value = state.values.get(key) as StyleValue;
      if (!styled) (target as Record<string, unknown>)[key] = value;
      else if (key in TRANSFORM_DEFAULTS) transform = true;
      else styled[key] = key === 'zIndex' && typeof value === 'number' ? String(Math.round(value)) : key === 'filter' || key === 'backdropFilter' ? drawnFilter(String(value)) : String(value);
    }
    if (styled && transform) {
      const get = (key: string) => round(Number(state.values.get(key) ?? TRANSFORM_DEFAULTS[key]));
      styled['transform'] = composeTransform(get, state.moving);
    }
    state.dirty.clear();
    state.moving = false;
  };

  const styles: Styles = {
    get(target, key) {
      const state = stateOf(target);
      if (state.values.has(key)) return state.values.get(key) as StyleValue;
      const value = idle(target, key);
      state.values.set(key, value);
      return value;
    },
    put(target, key, value, moving = false) {
      if (key === 'scale') {
        styles.put(target, 'scaleX', value, moving);
        styles.put(target, 'scaleY', value, moving);
        return;
      }
      const state = stateOf(target);
      state.values.set(key, value);
      state.dirty.add(key);
      if (moving && key in TRANSFORM_DEFAULTS) state.moving = true;
      pending.add(target);
    },
    flush() {
      for (const target of pending) {
        const state = states.get(target);
        if (state) write(target, state);
      }
      pending.clear();
    },
    set(target, vars) {
      for (const [key, value] of Object.entries(vars)) styles.put(target, key, value);
      styles.flush();
    },
    clear(target, keys) {
      const state = states.get(target);
      const styled = hasStyle(target) ? target.style : null;
      for (const key of keys) {
        const transform = key === 'transform' || key in TRANSFORM_DEFAULTS;
        if (styled) styled.removeProperty(cssName(transform ? 'transform' : key));
        else for (const name of transform ? ['transform', ...Object.keys(TRANSFORM_DEFAULTS)] : [key]) delete (target as Record<string, unknown>)[name];
        if (!state) continue;
        if (transform) for (const channel of Object.keys(TRANSFORM_DEFAULTS)) state.values.delete(channel);
        else state.values.delete(key);
        state.dirty.delete(key);
      }
    },
    forget(target, keys) {
      const state = states.get(target);
      for (const key of keys) state?.values.delete(key);
    },
  };
  return styles;
}

/** camelCase → the CSS property name removeProperty wants. */
const cssName = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
