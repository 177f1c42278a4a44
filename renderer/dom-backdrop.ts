import type { Backdrop, BackdropTransition, PanState, TransitionSpec } from '../engine/index.ts';
import { FRAME_CODE } from '../engine/transition/frame-code.ts';

export interface DomBackdropDeps {
  /** The DOM background element of a slide (rendered by react-ui for first paint). */
  readonly element: (key: string) => HTMLElement | null;
  readonly keys: () => readonly string[];
}

const num = (n: number): string => String(Math.round(n * 1e4) / 1e4);
const pct = (fraction: number): string => `${num(fraction * 100)}%`;

/**
 * A pan state as CSS for the slide's background element: `transform-origin` at the pan origin and
 * "translate, rotate, scale" (CSS applies them right to left: scale about the origin first). Percent
 * translates refer to the element itself, which covers the stage, so no stage size is needed.
 */
export function panCss(state: PanState): { origin: string; transform: string; filter: string } {
  const move = state.xFraction !== 0 || state.yFraction !== 0 ? ` translate(${pct(state.xFraction)}, ${pct(state.yFraction)})` : '';
  return {
    origin: `${pct(state.originX)} ${pct(state.originY)}`,
    transform: `translate(${num(state.x)}px, ${num(state.y)}px)${move} rotate(${num(state.rotation)}deg) scale(${num(state.scaleX)}, ${num(state.scaleY)})`,
    filter: state.blur > 0 ? `blur(${num(state.blur)}px)` : '',
  };
}

/**
 * A whole-slide transition transform (written for the default centre origin) composed with the slide's
 * pan (whose origin is the element's transform-origin): the transition moves the panned slide as one
 * piece. `translate(c − o) · M · translate(o − c)` is M about the centre c when the origin is o.
 */
export function composeTransform(cell: string, pan: PanState | null): string {
  if (!pan) return cell;
  const dx = 0.5 - pan.originX;
  const dy = 0.5 - pan.originY;
  const about = dx === 0 && dy === 0 ? cell : `translate(${pct(dx)}, ${pct(dy)}) ${cell} translate(${pct(-dx)}, ${pct(-dy)})`;
  return `${about} ${panCss(pan).transform}`;
}

/**
 * The backdrop without WebGL (and before the GPU stage has loaded): the slides' DOM backgrounds,
 * animated with CSS opacity and transforms on the shared clock. Each side moves as one piece — the
 * whole-slide analogue of its first cell (slicing, 3D and filters are the GPU stage's) — with the
 * same timing, eases and z-order as the GPU frame (engine/transition/frame.ts, loaded with the transitions). A Ken Burns pan is a
 * CSS transform on the same element, kept per slide and composed into any transition transform.
 */
export function createDomBackdrop({ element, keys }: DomBackdropDeps): Backdrop {
  const pans = new Map<string, PanState>();
  // The transition transform of each slide while a transition places it, so a pan update between two
  // transition frames keeps the slide where the transition put it.
  const cells = new Map<string, string>();

  const applyTransform = (key: string) => {
    const el = element(key);
    if (!el) return;
    const pan = pans.get(key) ?? null;
    const cell = cells.get(key);
    el.style.transformOrigin = pan ? panCss(pan).origin : '';
    el.style.filter = pan ? panCss(pan).filter : '';
    el.style.transform = cell !== undefined ? composeTransform(cell, pan) : pan ? panCss(pan).transform : '';
  };
  const setOpacity = (key: string, opacity: number, z: number) => {
    const el = element(key);
    if (!el) return;
    el.style.opacity = String(opacity);
    el.style.zIndex = String(z);
    el.style.visibility = opacity > 0 ? 'visible' : 'hidden';
  };
  const showOnly = (key: string) => {
    cells.clear();
    for (const other of keys()) {
      setOpacity(other, other === key ? 1 : 0, other === key ? 1 : 0);
      applyTransform(other);
    }
  };
  return {
    kind: 'dom',
    prepare: () => Promise.resolve(),
    retain: () => {},
    show: showOnly,
    transition(from: string, to: string, spec: TransitionSpec): BackdropTransition {
      let done = false;
      const frame = FRAME_CODE.get();
      if (!frame) {
        // Its code loads with the transitions (engine/transition/frame-code.ts); a change without them (reduced motion,
        // a failed load) is a cut: the incoming slide shows at once.
        return {
          render: () => void (done || ((done = true), showOnly(to))),
          finish: () => void (done || ((done = true), showOnly(to))),
        };
      }
      const { cellAt, frameEases, neutralCell, outgoingOnTop, sideProgress } = frame;
      const eases = frameEases(spec);
      const outOnTop = outgoingOnTop(spec);
      const cell = neutralCell();
      const size = { width: element(to)?.clientWidth ?? 0, height: element(to)?.clientHeight ?? 0 };
      const place = (key: string, incoming: boolean, t: number) => {
        const side = incoming ? spec.in : spec.out;
        const eased = (incoming ? eases.in : eases.out)(sideProgress(side, spec.speed, t));
        cellAt({ ...side, mask: false, grid: { cols: 1, rows: 1 } }, incoming, 0, eased, size, cell);
        setOpacity(key, Math.min(1, Math.max(0, cell.o)), incoming === outOnTop ? 1 : 2);
        cells.set(key, `translate(${cell.x}px, ${cell.y}px) rotate(${cell.r}deg) scale(${cell.sx}, ${cell.sy})`);
        applyTransform(key);
      };
      return {
        render(progress) {
          if (done) return;
          const t = progress * spec.duration;
          place(from, false, t);
          place(to, true, t);
        },
        finish() {
          if (done) return;
          done = true;
          showOnly(to);
        },
      };
    },
    pan(key, state) {
      if (state) pans.set(key, state);
      else pans.delete(key);
      applyTransform(key);
    },
    resize: () => {},
    destroy: () => {
      pans.clear();
      cells.clear();
    },
  };
}
