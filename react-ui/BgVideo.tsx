import { useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { SlideBackground } from '../engine/index.ts';
import { nearSlideKeys } from '../engine/runtime/preload.ts';
import { bgVideoOf } from '../renderer/video-bg.ts';
import { StrataContext } from './context.ts';
import { useStrata } from './useStrata.ts';

export interface BgVideoProps {
  readonly slideKey: string;
  readonly background: Pick<SlideBackground, 'video'>;
  readonly resolveUrl: (src: string) => string;
  /**
   * Download it whatever slide is shown: a carousel's rendered cards show their first frames. Otherwise only the slide
   * shown and the ones a change reaches next download theirs (`preloadFor`).
   */
  readonly always?: boolean;
  /** The slide shown first: what the server's pass (no slider yet) downloads. */
  readonly first?: boolean;
}

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' };
const VIDEO: CSSProperties = { ...FILL, objectFit: 'cover', objectPosition: '50% 50%', display: 'block' };

/** React renders the `muted` prop as a property only; the attribute (defaultMuted) is what autoplay policies and CSS see. */
const keepMuted = (el: HTMLVideoElement | null) => {
  if (el) {
    el.defaultMuted = true;
    el.muted = true;
  }
};

/**
 * A slide's background video inside its `[data-strata-bg]` element (media contract, issue 7). The engine's
 * media coordinator plays and pauses it through the view's adapters; this only renders it. An html5 video is
 * a `<video>` the GPU stage samples as a texture (and the DOM backdrop shows as it is); a YouTube or Vimeo
 * background is a container the view's player fills with an iframe, which the DOM shows above the canvas.
 * `crossOrigin` as for background images: WebGL can sample a video from another origin only under CORS.
 */
export function BgVideo({ slideKey, background, resolveUrl, always = false, first = false }: BgVideoProps): ReactNode {
  const video = bgVideoOf(background);
  const preload = usePreload(slideKey, always, first);
  if (!video) return null;
  if (video.kind !== 'html5') return <div data-strata-bg-video={slideKey} data-kind={video.kind} style={FILL} />;
  return (
    <video
      ref={keepMuted}
      data-strata-bg-video={slideKey}
      className="strata-slide-video"
      src={resolveUrl(video.src)}
      poster={video.poster ? resolveUrl(video.poster) : undefined}
      muted
      playsInline
      preload={preload}
      loop={video.loop}
      crossOrigin="anonymous"
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
      style={VIDEO}
    />
  );
}

/**
 * Whether a slide's media should load now (SR7's "smart" lazy loading): it is the slide shown or the one a change
 * heads to, or next to either, or it is not in the order at all (a global slide shows on every slide).
 */
function isNearShown(state: { readonly slides: readonly { readonly key: string }[]; readonly index: number; readonly nextIndex?: number | null }, key: string): boolean {
  const list = state.slides;
  if (!list.some((slide) => slide.key === key)) return true;
  if (nearSlideKeys(list, state.index).includes(key)) return true;
  return state.nextIndex !== undefined && state.nextIndex !== null && nearSlideKeys(list, state.nextIndex).includes(key);
}

/**
 * A background video downloads when its slide is shown or is one a change reaches next (the slides the backdrop keeps
 * prepared, engine/runtime/preload.ts), so the next transition has its frames; the rest download nothing until then.
 * putnam's eight planet slides fetched 1.6 MB each at the first paint, and decoding them stalled its first frames.
 * A slide that is not in the order (a global one) shows on every slide. `settled`: the first slide's layers have
 * entered; a neighbour waits for that, because the page's first video element sets up the browser's media pipeline
 * on the main thread (~100 ms on putnam's software GL), which would stall the entry.
 */
export function preloadFor(state: Parameters<typeof isNearShown>[0], slideKey: string, settled = true): 'auto' | 'none' {
  const list = state.slides;
  if (!list.some((slide) => slide.key === slideKey) || list[state.index]?.key === slideKey) return 'auto';
  return settled && isNearShown(state, slideKey) ? 'auto' : 'none';
}

/** Whether the nearest slider's first slide has entered (false outside one and until then). */
function useEntered(): boolean {
  const slider = useContext(StrataContext);
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    let live = true;
    void slider?.entered.then(() => live && setEntered(true));
    return () => {
      live = false;
    };
  }, [slider]);
  return entered;
}

function usePreload(slideKey: string, always: boolean, first: boolean): 'auto' | 'none' {
  const entered = useEntered();
  const { value } = useStrata((state) => preloadFor(state, slideKey, entered));
  if (always) return 'auto';
  // No slider (the server's pass, a render outside <Strata>): the slide shown first.
  return value ?? (first ? 'auto' : 'none');
}
