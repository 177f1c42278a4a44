import type { CSSProperties, ReactNode } from 'react';
import type { SlideBackground } from '../engine/index.ts';
import { bgVideoOf } from '../renderer/video-bg.ts';

export interface BgVideoProps {
  readonly slideKey: string;
  readonly background: Pick<SlideBackground, 'video'>;
  readonly resolveUrl: (src: string) => string;
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
export function BgVideo({ slideKey, background, resolveUrl }: BgVideoProps): ReactNode {
  const video = bgVideoOf(background);
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
      preload="auto"
      loop={video.loop}
      crossOrigin="anonymous"
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
      style={VIDEO}
    />
  );
}
