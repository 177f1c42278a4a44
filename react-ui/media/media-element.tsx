import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { MediaOptions } from '../../engine/media/types.ts';
import { isIframeKind, posterPlan } from './media-options.ts';

/**
 * The element of a video/audio layer (issue 7 DOM contract): `<video data-strata-media>`,
 * `<audio data-strata-media>`, or `<div data-strata-media data-kind>` that the YouTube/Vimeo adapter fills.
 * Playback is the engine's (engine/media through react-ui/media/dom-media-host.ts); this only renders.
 */

const FILL: CSSProperties = { width: '100%', height: '100%', display: 'block' };

function matches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

/** Read once per element: a phone does not turn into a desktop while a slide shows. */
function usePageTraits(): { mobile: boolean; reducedMotion: boolean } {
  const [traits] = useState(() => ({ mobile: matches('(hover: none) and (pointer: coarse)'), reducedMotion: matches('(prefers-reduced-motion: reduce)') }));
  return traits;
}

/** Whether the poster should cover a paused video again (poster.showOnPause): after it has played, while paused. */
function usePausedAfterPlay(element: HTMLMediaElement | null, wanted: boolean): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!element || !wanted) return;
    const played = () => setPaused(false);
    const stopped = () => setPaused(true);
    element.addEventListener('playing', played);
    element.addEventListener('pause', stopped);
    element.addEventListener('ended', stopped);
    return () => {
      element.removeEventListener('playing', played);
      element.removeEventListener('pause', stopped);
      element.removeEventListener('ended', stopped);
    };
  }, [element, wanted]);
  return wanted && paused;
}

export function MediaElement(props: { readonly options: MediaOptions; readonly resolveUrl: (src: string) => string }): ReactNode {
  const { options, resolveUrl } = props;
  const { mobile, reducedMotion } = usePageTraits();
  const [element, setElement] = useState<HTMLMediaElement | null>(null);
  // React sets `muted` as a property only; the attribute is what autoplay policies and the first load read.
  const ref = useCallback(
    (el: HTMLMediaElement | null) => {
      if (el) {
        el.defaultMuted = options.mute;
        el.muted = options.mute;
      }
      setElement(el);
    },
    [options.mute],
  );
  const plan = posterPlan(options, { mobile, reducedMotion });
  const poster = plan.src ? resolveUrl(plan.src) : null;
  const showPoster = usePausedAfterPlay(element, poster !== null && options.poster.showOnPause);
  const fit: CSSProperties['objectFit'] = options.cover ? 'cover' : 'contain';

  if (poster && plan.instead) {
    // The DomMediaHost sees data-kind="poster" and creates no player (on purpose, not "not found").
    return <img data-strata-media="" data-kind="poster" src={poster} alt="" draggable={false} style={{ ...FILL, objectFit: fit }} />;
  }
  if (isIframeKind(options.kind)) {
    const style = { ...FILL, '--strata-media-ratio': String(options.ratio > 0 ? options.ratio : 16 / 9) } as CSSProperties;
    const className = options.controls === 'xl' ? 'strata-media-frame strata-media-xl' : 'strata-media-frame';
    return (
      <>
        <div data-strata-media="" data-kind={options.kind} data-cover={options.cover ? '' : undefined} className={className} style={style} />
        {/* An iframe player has no poster of its own: ours covers it until it plays (and while paused with showOnPause; media.css). */}
        {poster && (
          <img
            className="strata-media-poster strata-frame-poster"
            data-show-on-pause={options.poster.showOnPause ? '' : undefined}
            src={poster}
            alt=""
            aria-hidden="true"
            draggable={false}
            style={{ objectFit: fit }}
          />
        )}
      </>
    );
  }
  const src = options.src ? resolveUrl(options.src) : undefined;
  const controls = options.controls !== 'none';
  const xl = options.controls === 'xl' ? 'strata-media-xl' : undefined;
  if (options.kind === 'audio') {
    return <audio data-strata-media="" ref={ref} src={src} controls={controls} className={xl} preload="metadata" style={{ width: '100%', display: 'block' }} />;
  }
  return (
    <>
      <video data-strata-media="" ref={ref} src={src} poster={poster ?? undefined} controls={controls} className={xl} playsInline={options.inline} preload="metadata" style={{ ...FILL, objectFit: fit }} />
      {poster && options.poster.showOnPause && (
        <img className="strata-media-poster" src={poster} alt="" aria-hidden="true" draggable={false} hidden={!showPoster} style={{ objectFit: fit }} />
      )}
    </>
  );
}
