import type { SlideBackground } from '../engine/index.ts';
import { fitImage } from './fit.ts';

/** What the stage needs of a slide's background video (the model's MediaOptions, engine/media/types.ts). */
export interface BgVideo {
  /** html5 is a `<video>` the GPU stage samples; youtube/vimeo are iframe players the DOM shows. */
  readonly kind: 'html5' | 'youtube' | 'vimeo';
  readonly src: string;
  readonly poster: string | null;
  readonly loop: boolean;
  /** Show the poster again while the video is paused (MediaOptions.poster.showOnPause). */
  readonly posterOnPause: boolean;
}

export function bgVideoOf(background: Pick<SlideBackground, 'video'>): BgVideo | null {
  const video = background.video;
  if (!video || video.src === '') return null;
  return {
    // 'audio' makes no sense as a background; its file plays in a <video> like any html5 one.
    kind: video.kind === 'youtube' || video.kind === 'vimeo' ? video.kind : 'html5',
    src: video.src,
    poster: video.poster.src,
    loop: video.loop,
    posterOnPause: video.poster.showOnPause,
  };
}

/**
 * The uv transform (column-major mat3, stage uv → video uv) that draws a `vw×vh` video into a `w×h`
 * stage with CSS background sizing (cover for backgrounds), matching `object-fit` of the DOM `<video>`.
 */
export function videoUvMatrix(vw: number, vh: number, w: number, h: number, size = 'cover', position = '50% 50%', out: Float32Array = new Float32Array(9)): Float32Array {
  if (!(vw > 0 && vh > 0 && w > 0 && h > 0)) {
    out.set([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    return out;
  }
  const rect = fitImage(vw, vh, w, h, size, position);
  // stage px p = uv·(w, h); video uv = (p − rect.xy) / rect.wh
  // `+ 0` turns −0 into 0, so a video of the stage's own shape gives exactly the identity.
  out.set([w / rect.w, 0, 0, 0, h / rect.h, 0, -rect.x / rect.w + 0, -rect.y / rect.h + 0, 1]);
  return out;
}

/** `out = a · b` for column-major 3×3 matrices (apply b, then a); `out` may alias either. */
export function multiply3(a: ArrayLike<number>, b: ArrayLike<number>, out: Float32Array): Float32Array {
  const r = new Array<number>(9);
  for (let col = 0; col < 3; col++) {
    for (let row = 0; row < 3; row++) {
      let sum = 0;
      for (let k = 0; k < 3; k++) sum += (a[k * 3 + row] ?? 0) * (b[col * 3 + k] ?? 0);
      r[col * 3 + row] = sum;
    }
  }
  out.set(r);
  return out;
}
