import type { MediaOptions } from '../../engine/media/types.ts';

/** Node stand-ins for the DOM bits the media adapters and host touch. */

export function mediaOptions(overrides: Partial<MediaOptions> = {}): MediaOptions {
  return {
    kind: 'html5',
    src: 'clip.webm',
    start: -1,
    end: -1,
    loop: false,
    rewind: false,
    mute: false,
    volume: 1,
    speed: 1,
    controls: 'none',
    autoPlay: 'true',
    pauseTimer: false,
    nextSlide: false,
    stopAllMedia: false,
    poster: { src: null, showOnPause: false, noOnMobile: false, insteadVideo: false },
    cover: false,
    ratio: 16 / 9,
    inline: true,
    args: '',
    ...overrides,
  };
}

/** A `<div>` with children, enough for playerHost(). */
export function fakeContainer(tagName = 'DIV', attributes: Record<string, string> = {}) {
  const children: Array<{ className: string; clientWidth: number; tagName: string }> = [];
  const container = {
    tagName,
    children,
    ownerDocument: {
      createElement: (tag: string) => ({ tagName: tag.toUpperCase(), className: '', clientWidth: 480 }) as unknown as HTMLElement,
    },
    appendChild(child: HTMLElement) {
      children.push(child as unknown as (typeof children)[number]);
      return child;
    },
    replaceChildren() {
      children.length = 0;
    },
    getAttribute: (name: string) => attributes[name] ?? null,
  };
  return container;
}

/** An HTMLMediaElement over Node's EventTarget; `play()` resolves or rejects as `nextPlay` says. */
export class FakeMediaElement extends EventTarget {
  readonly tagName: string;
  currentTime = 0;
  duration = Number.NaN;
  muted = false;
  volume = 1;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  paused = true;
  nextPlay: 'ok' | { name: string; message: string } = 'ok';
  plays = 0;
  constructor(tagName = 'VIDEO') {
    super();
    this.tagName = tagName;
  }
  play(): Promise<void> {
    this.plays += 1;
    const outcome = this.nextPlay;
    if (outcome !== 'ok') {
      const error = new Error(outcome.message);
      error.name = outcome.name;
      return Promise.reject(error);
    }
    this.paused = false;
    this.fire('playing');
    return Promise.resolve();
  }
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
  getAttribute(): string | null {
    return null;
  }
}
