import type { LayerModel } from '../../engine/model/types.ts';
import type { MediaOptions } from '../../engine/media/types.ts';

/**
 * A video/audio layer's media options: `LayerModel.media` (engine/model/normalize-media.ts). A layer model
 * built without them (a hand-made model in a test or an embedding) still shows its element, muted and
 * inline, with its `content.src` / `content.poster`.
 */
export function layerMediaOptions(layer: LayerModel): MediaOptions | null {
  if (layer.type !== 'video' && layer.type !== 'audio') return null;
  if (layer.media) return layer.media;
  const audio = layer.type === 'audio';
  return {
    kind: audio ? 'audio' : 'html5',
    src: layer.content.src ?? '',
    start: -1,
    end: -1,
    loop: false,
    rewind: false,
    mute: !audio,
    volume: 1,
    speed: 1,
    controls: audio ? 's' : 'none',
    autoPlay: 'false',
    pauseTimer: false,
    nextSlide: false,
    stopAllMedia: false,
    poster: { src: layer.content.poster, showOnPause: false, noOnMobile: false, insteadVideo: false },
    cover: !audio,
    ratio: 16 / 9,
    inline: true,
    args: '',
  };
}

/** True for the kinds an iframe player shows (a container the adapter fills), false for `<video>`/`<audio>`. */
export const isIframeKind = (kind: MediaOptions['kind']) => kind === 'youtube' || kind === 'vimeo';

/**
 * Which poster a media layer shows (SPEC §3 Media options, poster): none when there is no src, or on a mobile
 * page when `poster.noOnMobile` asks for none there; `instead` when the poster replaces the video player
 * (`poster.insteadVideo` on a mobile or reduced-motion page; audio has nothing to replace).
 */
export function posterPlan(
  options: Pick<MediaOptions, 'poster' | 'kind'>,
  traits: { readonly mobile: boolean; readonly reducedMotion: boolean },
): { readonly src: string | null; readonly instead: boolean } {
  const { poster } = options;
  const src = poster.src && !(poster.noOnMobile && traits.mobile) ? poster.src : null;
  const instead = src !== null && poster.insteadVideo && (traits.mobile || traits.reducedMotion) && options.kind !== 'audio';
  return { src, instead };
}
