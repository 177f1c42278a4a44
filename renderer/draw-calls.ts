/**
 * Counts WebGL draw calls by wrapping the context's draw entry points. Deterministic, so tests and the
 * bench can assert "one draw call per transition frame" instead of timing anything.
 */
export interface DrawCallCounter {
  readonly total: () => number;
  restore(): void;
}

const DRAW_METHODS = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements'] as const;

export function countDrawCalls(gl: WebGLRenderingContext | WebGL2RenderingContext): DrawCallCounter {
  let total = 0;
  const target = gl as unknown as Record<string, unknown>;
  const originals = new Map<string, unknown>();
  for (const name of DRAW_METHODS) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    originals.set(name, original);
    target[name] = function (this: unknown, ...args: unknown[]) {
      total++;
      return (original as (...a: unknown[]) => unknown).apply(gl, args);
    };
  }
  return {
    total: () => total,
    restore() {
      for (const [name, original] of originals) target[name] = original;
      originals.clear();
    },
  };
}
