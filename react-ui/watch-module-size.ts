import { createResizeGate, type ModuleMeasure } from '../engine/layout/resize-gate.ts';

export interface WatchModuleSizeOptions {
  /** Lays the module out (first measure at once, later ones through the resize rules of SPEC §9). */
  readonly onSize: (measure: ModuleMeasure) => void;
  /** The module's alias, for the zero-width warning. */
  readonly alias: string;
  /** Survives React StrictMode's effect re-run, so one zero-width episode warns once (resize-gate.ts). */
  readonly episode: { current: boolean };
  readonly log?: Pick<Console, 'warn'>;
}

/**
 * SPEC §8 "Parent of zero width: console warning to check the parent element" — the line names the module and
 * says what to check.
 */
export function zeroWidthWarning(alias: string): string {
  return `[strata] ${alias || 'module'}: the parent element has zero width; check the parent element (is it hidden, or a flex/grid item without a width?). The module is laid out once it gets a width.`;
}

/**
 * Measures a module's box now, then whenever it or the window changes size (ResizeObserver on the box, so a
 * module in a `display: none` tab is laid out when the tab is shown), through the resize gate: re-layouts wait
 * 400 ms, a phone's browser bars do not count, a zero width warns once per episode (engine/layout/resize-gate.ts).
 * Returns the cleanup; idempotent.
 */
export function watchModuleSize(root: HTMLElement, win: Window, options: WatchModuleSizeOptions): () => void {
  const log = options.log ?? console;
  const coarse = win.matchMedia?.('(pointer: coarse)');
  const gate = createResizeGate({
    after: (ms, fn) => {
      const handle = win.setTimeout(fn, ms);
      return () => win.clearTimeout(handle);
    },
    isMobile: () => coarse?.matches ?? false,
    apply: options.onSize,
    onZeroWidth: () => log.warn(zeroWidthWarning(options.alias)),
    episode: options.episode,
  });
  const measure = () => gate.measure({ container: root.clientWidth, vw: win.innerWidth, vh: win.innerHeight });
  measure();
  const observer = new ResizeObserver(measure);
  observer.observe(root);
  win.addEventListener('resize', measure);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.removeEventListener('resize', measure);
    gate.destroy();
  };
}
