import type { Backdrop, BackdropTransition, TransitionSpec } from '../engine/index.ts';
import { cellAt, frameEases, neutralCell, outgoingOnTop, sideProgress } from '../engine/transition/frame.ts';

export interface DomBackdropDeps {
  /** The DOM background element of a slide (rendered by react-ui for first paint). */
  readonly element: (key: string) => HTMLElement | null;
  readonly keys: () => readonly string[];
}

/**
 * The backdrop without WebGL (and before the GPU stage has loaded): the slides' DOM backgrounds,
 * animated with CSS opacity and transforms on the shared clock. Each side moves as one piece — the
 * whole-slide analogue of its first cell (slicing, 3D and filters are the GPU stage's) — with the
 * same timing, eases and z-order as the GPU frame (engine/transition/frame.ts).
 */
export function createDomBackdrop({ element, keys }: DomBackdropDeps): Backdrop {
  const setOpacity = (key: string, opacity: number, z: number) => {
    const el = element(key);
    if (!el) return;
    el.style.opacity = String(opacity);
    el.style.zIndex = String(z);
    el.style.visibility = opacity > 0 ? 'visible' : 'hidden';
  };
  const showOnly = (key: string) => {
    for (const other of keys()) {
      setOpacity(other, other === key ? 1 : 0, other === key ? 1 : 0);
      const el = element(other);
      if (el) el.style.transform = '';
    }
  };
  return {
    kind: 'dom',
    prepare: () => Promise.resolve(),
    retain: () => {},
    show: showOnly,
    transition(from: string, to: string, spec: TransitionSpec): BackdropTransition {
      let done = false;
      const eases = frameEases(spec);
      const outOnTop = outgoingOnTop(spec);
      const cell = neutralCell();
      const size = { width: element(to)?.clientWidth ?? 0, height: element(to)?.clientHeight ?? 0 };
      const place = (key: string, incoming: boolean, t: number) => {
        const side = incoming ? spec.in : spec.out;
        const eased = (incoming ? eases.in : eases.out)(sideProgress(side, spec.speed, t));
        cellAt({ ...side, mask: false, grid: { cols: 1, rows: 1 } }, incoming, 0, eased, size, cell);
        setOpacity(key, Math.min(1, Math.max(0, cell.o)), incoming === outOnTop ? 1 : 2);
        const el = element(key);
        if (el) el.style.transform = `translate(${cell.x}px, ${cell.y}px) rotate(${cell.r}deg) scale(${cell.sx}, ${cell.sy})`;
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
    resize: () => {},
    destroy: () => {},
  };
}
