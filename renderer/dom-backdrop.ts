import type { Backdrop, BackdropTransition, TransitionSpec } from '../engine/index.ts';

export interface DomBackdropDeps {
  /** The DOM background element of a slide (rendered by react-ui for first paint). */
  readonly element: (key: string) => HTMLElement | null;
  readonly keys: () => readonly string[];
}

/**
 * The backdrop without WebGL (and before the GPU stage has loaded): the slides' DOM backgrounds,
 * faded with opacity on the shared clock. Through-colour fades dim the outgoing slide first.
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
    for (const other of keys()) setOpacity(other, other === key ? 1 : 0, other === key ? 1 : 0);
  };
  return {
    kind: 'dom',
    prepare: () => Promise.resolve(),
    retain: () => {},
    show: showOnly,
    transition(from: string, to: string, spec: TransitionSpec): BackdropTransition {
      let done = false;
      return {
        render(progress) {
          if (done) return;
          const via = spec.via !== null;
          const pOut = via ? Math.min(1, progress * 2) : progress;
          const pIn = via ? Math.max(0, progress * 2 - 1) : progress;
          const outAnimated = spec.out.animate || via;
          setOpacity(from, 1 + (spec.out.o - 1) * (outAnimated ? pOut : 0), 1);
          setOpacity(to, spec.in.o + (1 - spec.in.o) * pIn, 2);
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
