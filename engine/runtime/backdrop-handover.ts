/**
 * Which backdrop draws the slides, and how another takes over (DESIGN.md "Rendering split": the DOM backdrop at first
 * paint, the GPU stage once its chunk is in, the DOM again when the WebGL context is lost).
 *
 * A GPU backdrop takes over only once it has drawn the current slide: the store names the new kind (and the view
 * hides the DOM slide backgrounds) in the same task as its first frame, never while its textures are still decoding —
 * which would show the visitor an empty stage for as long as the image takes (150–290 ms on a loaded machine). It
 * also waits for a running change or a followed drag to end, so one transition is never drawn by two backdrops.
 * The DOM backdrop can always draw at once and takes over immediately.
 */
import type { Backdrop } from './ports.ts';
import type { SliderStore } from './store.ts';

export interface BackdropHandoverDeps {
  readonly initial: Backdrop | null;
  readonly store: SliderStore;
  /** The key of the slide shown now, or null before the first slide is known. */
  readonly currentKey: () => string | null;
  /** A change or a followed drag is under way on the backdrop drawing now. */
  readonly busy: () => boolean;
  /** The new backdrop has shown the current slide (Ken Burns pan, preloading of the neighbours follow it). */
  readonly tookOver: (backdrop: Backdrop) => void;
}

export interface BackdropHandover {
  /** The backdrop drawing now. */
  current(): Backdrop | null;
  /** Asks `next` to take over (null: none). */
  offer(next: Backdrop | null): void;
  /** The engine became idle: a prepared backdrop waiting for that takes over now. */
  settle(): void;
  /** Destroys the drawing backdrop and any waiting one. Idempotent. */
  destroy(): void;
}

export function createBackdropHandover(deps: BackdropHandoverDeps): BackdropHandover {
  let drawing = deps.initial;
  /** A backdrop preparing slide `key`, or prepared and waiting for the engine to be idle. */
  let incoming: { backdrop: Backdrop; key: string; prepared: boolean } | null = null;
  let destroyed = false;
  /** Took over during a change it did not draw: it shows the slide the change arrived at once the engine is idle. */
  let behind = false;

  const swap = (next: Backdrop | null) => {
    const old = drawing;
    drawing = next;
    if (old && old !== next) old.destroy();
    // Before init the store keeps 'none': init shows the first slide and names the kind then.
    if (deps.store.getState().phase === 'loading') return;
    const key = deps.currentKey();
    // Draw first, then tell the view: its backdrop kind hides the DOM backgrounds only behind a painted stage.
    if (next && key !== null) {
      if (deps.busy()) behind = true;
      else next.show(key);
    }
    deps.store.setState({ backdrop: next?.kind ?? 'none' });
    if (next) deps.tookOver(next);
  };

  const prepare = (backdrop: Backdrop, key: string) => {
    const entry = { backdrop, key, prepared: false };
    incoming = entry;
    void backdrop.prepare(key).then(() => {
      if (incoming !== entry) return;
      entry.prepared = true;
      settle();
    });
  };

  const settle = () => {
    if (destroyed || deps.busy()) return;
    const key = deps.currentKey();
    if (behind && drawing && key !== null) drawing.show(key);
    behind = false;
    if (!incoming?.prepared) return;
    const { backdrop } = incoming;
    // The slide changed (on the old backdrop) while this one prepared: prepare the one shown now.
    if (key !== null && key !== incoming.key) return prepare(backdrop, key);
    incoming = null;
    swap(backdrop);
  };

  return {
    current: () => drawing,
    offer(next) {
      if (destroyed || next === drawing) return;
      if (incoming && incoming.backdrop !== next) incoming.backdrop.destroy();
      incoming = null;
      const key = deps.currentKey();
      // Before init (nothing shown yet), without a slide or for the DOM backdrop, there is nothing to wait for.
      if (!next || next.kind === 'dom' || key === null || deps.store.getState().phase === 'loading') return swap(next);
      prepare(next, key);
    },
    settle,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      incoming?.backdrop.destroy();
      incoming = null;
      drawing?.destroy();
      drawing = null;
    },
  };
}
