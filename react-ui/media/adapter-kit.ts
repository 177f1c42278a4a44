import type { MediaStateCode } from '../../engine/media/types.ts';

/** Small pieces the three adapters share. */

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: ReturnType<typeof setTimeout> | undefined): void;
}

/** An Error whose `name` is a PlayFailure (DOMException names, as MediaAdapter.play() promises). */
export function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** Any rejection as an Error that keeps its `name` (a DOMException, a Vimeo error, a string). */
export function asNamedError(reason: unknown, fallbackName = 'Error'): Error {
  if (reason instanceof Error) return reason;
  const record = (typeof reason === 'object' && reason !== null ? reason : {}) as { name?: unknown; message?: unknown };
  const name = typeof record.name === 'string' ? record.name : fallbackName;
  const message = typeof record.message === 'string' ? record.message : String(reason);
  return namedError(name, message);
}

export function createStateListeners() {
  const listeners = new Set<(state: MediaStateCode) => void>();
  return {
    add(listener: (state: MediaStateCode) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(state: MediaStateCode) {
      for (const listener of [...listeners]) listener(state);
    },
    clear: () => listeners.clear(),
  };
}

/**
 * Extra player arguments as written in the module (`args`, e.g. "rel=0&hd=1;" or "?color=ff9139"): a flat
 * record for YouTube's playerVars / Vimeo's options; numbers stay numbers.
 */
export function parseArgs(args: string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const text = args.trim().replace(/^[?&]+/, '').replace(/;+$/, '');
  if (!text) return out;
  for (const [key, value] of new URLSearchParams(text.replace(/;/g, '&'))) {
    if (!/^[\w-]+$/.test(key)) continue;
    out[key] = value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return out;
}

/** The media container: the DOM bits the adapters touch (a fake in Node tests). */
export interface PlayerHostElement {
  readonly ownerDocument: { createElement(tag: 'div'): HTMLElement } | null;
  appendChild(child: HTMLElement): unknown;
  replaceChildren(): void;
}

/**
 * A child element for an iframe player API to own. The real YouTube API swaps the element it gets for its
 * iframe; had that been the React-rendered container, React would later remove a node that is gone. The
 * container renders no React children, so emptying it on destroy is ours to do.
 */
export function playerHost(container: PlayerHostElement): { element: HTMLElement; remove(): void } {
  const doc = container.ownerDocument;
  if (!doc) throw new Error('The media container is not in a document');
  const element = doc.createElement('div');
  element.className = 'strata-media-player';
  container.appendChild(element);
  return { element, remove: () => container.replaceChildren() };
}
