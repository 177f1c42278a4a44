/** A module with media and a backdrop that records its video states, for the slider's media tests. */
import type { Backdrop } from './ports.ts';
import { loggingBackdrop } from './test-ports.ts';

/** A DOM backdrop that records the background videos' play states (`s1:true`). */
export function backdrop(videos: string[]): Backdrop {
  return { ...loggingBackdrop([]), videoState: (key, playing) => videos.push(`${key}:${playing}`) };
}

/** s1: a background video and an autoplaying pauseTimer + nextSlide video layer with a play button; s2 plain. */
export function wire() {
  const bg = (extra: Record<string, unknown> = {}) => ({ type: 'shape', subtype: 'slidebg', bg: { color: '#000', ...extra }, tl: { in: { bg: { ms: 300, temp: { p: 'fade' } } } } });
  return {
    id: 3,
    settings: { alias: 'media', default: { len: 3000 } },
    slides: {
      s1: {
        slide: { order: 1, actions: [{ a: 'toggleMedia', evt: 'click', src: ['b'], target: ['v'] }] },
        layers: {
          bg: bg({ type: 'video', video: { src: 'bg.mp4' } }),
          v: { id: 'v', type: 'video', content: { src: 'v.mp4', autoPlay: true, pauseTimer: true, nextSlide: true } },
          b: { id: 'b', type: 'button', content: { text: 'Play' } },
        },
      },
      s2: { slide: { order: 2 }, layers: { bg: bg(), t: { id: 't', type: 'text', content: { text: 'two' } } } },
    },
  };
}
