import type { ReactNode } from 'react';
import type { BgVideoProps } from './BgVideo.tsx';
import { useFeatureViews } from './module-readers.ts';

/** A slide's background video, from the `media` feature's views (feature-views.ts); nothing for a slide without one. */
export function SlideBgVideo(props: BgVideoProps): ReactNode {
  const video = props.background.video;
  const media = useFeatureViews('media', video !== null && video.src !== '');
  return media ? <media.BgVideo {...props} /> : null;
}
