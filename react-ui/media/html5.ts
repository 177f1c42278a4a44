import { MEDIA_STATE, type MediaAdapter, type MediaStateCode } from '../../engine/media/types.ts';
import { asNamedError, createStateListeners } from './adapter-kit.ts';

/** The HTMLMediaElement members the adapter uses (a fake EventTarget in Node tests). */
export type MediaElementLike = Pick<HTMLMediaElement, 'play' | 'pause' | 'currentTime' | 'duration' | 'muted' | 'volume' | 'playbackRate' | 'defaultPlaybackRate' | 'addEventListener' | 'removeEventListener'>;

// The element's own events say what happened; each maps onto SPEC §4's numbering.
const EVENTS: ReadonlyArray<readonly [string, MediaStateCode]> = [
  ['loadedmetadata', MEDIA_STATE.cued],
  ['playing', MEDIA_STATE.playing],
  ['pause', MEDIA_STATE.paused],
  ['ended', MEDIA_STATE.ended],
  ['waiting', MEDIA_STATE.buffering],
];

/** A `<video>` (kind html5) or `<audio>` (kind audio) rendered by the layer or the slide background. */
export function createHtml5Adapter(element: MediaElementLike, kind: 'html5' | 'audio'): MediaAdapter {
  const listeners = createStateListeners();
  const handlers = EVENTS.map(([type, code]) => {
    const handler = () => listeners.emit(code);
    element.addEventListener(type, handler);
    return [type, handler] as const;
  });
  let destroyed = false;

  return {
    kind,
    play() {
      if (destroyed) return Promise.reject(asNamedError({ name: 'AbortError', message: 'The media adapter was destroyed' }));
      try {
        // play() rejects with a DOMException (NotAllowedError when autoplay is refused, AbortError when a
        // pause() or a new source interrupts it); the engine reads its name.
        return Promise.resolve(element.play()).then(
          () => undefined,
          (reason: unknown) => Promise.reject(asNamedError(reason)),
        );
      } catch (reason) {
        return Promise.reject(asNamedError(reason));
      }
    },
    pause() {
      if (!destroyed) element.pause();
    },
    seek(seconds) {
      if (!destroyed) element.currentTime = Math.max(0, seconds);
    },
    currentTime: () => element.currentTime,
    duration: () => element.duration,
    setMuted(muted) {
      if (!destroyed) element.muted = muted;
    },
    muted: () => element.muted,
    setVolume(volume) {
      if (!destroyed) element.volume = Math.min(1, Math.max(0, volume));
    },
    setSpeed(speed) {
      if (destroyed) return;
      // The default rate too: a new source (load()) resets the rate to it.
      element.defaultPlaybackRate = speed;
      element.playbackRate = speed;
    },
    onState: listeners.add,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const [type, handler] of handlers) element.removeEventListener(type, handler);
      listeners.clear();
      // The element is React's and may stay on the page; it must not keep playing for nobody.
      element.pause();
    },
  };
}
