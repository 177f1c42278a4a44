/** Fake view ports for engine tests (imported by tests only): a backdrop that logs, a layer host that records. */
import type { Backdrop, LayerHost } from './ports.ts';

/** Logs `show k`, `transition a->b` and, with `logPrepare`, `prepare k` into `log`. */
export function loggingBackdrop(log: string[], options: { kind?: Backdrop['kind']; logPrepare?: boolean } = {}): Backdrop {
  return {
    kind: options.kind ?? 'dom',
    prepare: async (key) => {
      if (options.logPrepare) log.push(`prepare ${key}`);
    },
    retain: () => {},
    show: (key) => log.push(`show ${key}`),
    transition: (from, to) => {
      log.push(`transition ${from}->${to}`);
      return { render: () => {}, finish: () => {} };
    },
    resize: () => {},
    destroy: () => {},
  };
}

/** A host whose layer targets are plain objects (`targets.get('slide/layer')`), measured as one fixed box. */
export function recordingHost(box: { w: number; h: number }, slide: { w: number; h: number }) {
  const targets = new Map<string, { opacity?: number }>();
  const host: LayerHost = {
    targets: (slideKey, layer) => {
      const key = `${slideKey}/${layer}`;
      if (!targets.has(key)) targets.set(key, { opacity: 1 });
      return { content: targets.get(key) as object, mask: null };
    },
    measure: () => ({ box: { x: 0, y: 0, ...box }, slide, scale: 1 }),
    setActiveSlide: () => {},
  };
  return { host, targets };
}
