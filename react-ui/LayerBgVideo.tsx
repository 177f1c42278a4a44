import { useEffect, useRef, type ReactNode } from 'react';
import type { LayerBgVideo as LayerBgVideoModel } from '../engine/index.ts';
import { useStrata } from './useStrata.ts';

export interface LayerBgVideoProps {
  readonly video: LayerBgVideoModel;
  readonly slideKey: string;
  readonly resolveUrl: (src: string) => string;
}

/**
 * A layer's background video (wire `bg.video`, putnam's planets float on a galaxy clip), behind the layer's content.
 * SR7 plays it, muted and looping as exported, while its slide is the one shown; so does this. A slide not shown
 * downloads nothing of it (`preload="none"`): putnam's eight planet slides fetched 1.6 MB each at the first paint.
 * A global slide's layer shows on every slide. Blocked autoplay (a clip with sound) and reduced motion leave the
 * poster (or the first frame) in place.
 */
export function LayerBgVideo({ video, slideKey, resolveUrl }: LayerBgVideoProps): ReactNode {
  const ref = useRef<HTMLVideoElement | null>(null);
  const { value: shown } = useStrata((state) => state.slides[state.index]?.key === slideKey || !state.slides.some((slide) => slide.key === slideKey));
  const play = shown === true && video.autoPlay;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (play && !reduced) void el.play().catch(() => undefined);
    else el.pause();
  }, [play]);
  return (
    <video
      ref={ref}
      className="strata-bg-video"
      src={resolveUrl(video.src)}
      poster={video.poster ? resolveUrl(video.poster) : undefined}
      muted={video.mute}
      loop={video.loop}
      playsInline
      preload={shown === true ? 'auto' : 'none'}
      aria-hidden="true"
    />
  );
}
