import { useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { LayerModel } from '../engine/index.ts';
import type { ImageState } from './image-registry.ts';
import { LayerMediaContext, pageMedia, type LayerMediaEnv } from './media-context.ts';
import { useFeatureViews } from './module-readers.ts';
import { PatternOverlaySlot } from './pattern-overlay-slot.tsx';
import type { SvgRegistry, SvgResult, SvgState } from './svg-registry.ts';

/**
 * The media part of a layer: the image of an image layer (shown once decoded), the inlined markup of an
 * svg layer, the element of a video/audio layer, a layer's background video, and the state attributes
 * (SPEC §4 layer flags) for its outer box. Playback is the engine's: react-ui/media/dom-media-host.ts hands it
 * adapters over these elements.
 */
export interface LayerMedia {
  /** Children of the content element (img, video, audio), or null. */
  readonly inner: ReactNode;
  /** Sanitized SVG markup to inline into the content element, or null. */
  readonly html: string | null;
  /** Rendered in the outer box before the content: the background video. */
  readonly backdrop: ReactNode;
  /** data-image-state / data-svg-state for the outer box. */
  readonly outerAttrs: Readonly<Record<string, string>>;
  readonly env: LayerMediaEnv;
}

const FILL: CSSProperties = { width: '100%', height: '100%', display: 'block' };
const FITS = new Set(['cover', 'contain', 'fill', 'none', 'scale-down']);

/** object-fit from the image fill's CSS size; sizes object-fit cannot say ("50% auto") fall back to cover. */
function objectFit(size: string | undefined): CSSProperties['objectFit'] {
  if (size === 'auto') return 'none';
  return size !== undefined && FITS.has(size) ? (size as CSSProperties['objectFit']) : 'cover';
}

function useImageState(env: LayerMediaEnv, url: string | null): ImageState {
  const [seen, setSeen] = useState<{ url: string | null; state: ImageState }>({ url, state: url ? env.images.state(url) : 'pending' });
  useEffect(() => {
    if (url === null) return;
    let live = true;
    const now = env.images.state(url);
    setSeen({ url, state: now === 'pending' ? 'loading' : now });
    void env.images.load(url).then((result) => {
      if (live) setSeen({ url, state: result.ok ? 'done' : 'error' });
    });
    return () => {
      live = false;
    };
  }, [env.images, url]);
  return seen.url === url ? seen.state : url ? env.images.state(url) : 'pending';
}

/** An SVG layer's file through the page's registry (null until the `svg` feature's code is in: loading). */
function useSvg(svgs: SvgRegistry | null, url: string | null): { state: SvgState; result: SvgResult | undefined } {
  const [seen, setSeen] = useState<{ url: string | null; result: SvgResult | undefined }>({ url, result: url ? svgs?.peek(url) : undefined });
  useEffect(() => {
    if (url === null || !svgs) return;
    let live = true;
    void svgs.load(url).then((result) => {
      if (live) setSeen({ url, result });
    });
    return () => {
      live = false;
    };
  }, [svgs, url]);
  const result = seen.url === url ? seen.result : url ? svgs?.peek(url) : undefined;
  return { state: result === undefined ? 'loading' : result.ok ? 'loaded' : 'failed', result };
}

export function useLayerMedia(layer: LayerModel, slideKey: string, resolveUrl: (src: string) => string): LayerMedia {
  const env = useContext(LayerMediaContext) ?? { ...pageMedia(), accessibility: false };
  const src = layer.content.src ? resolveUrl(layer.content.src) : null;
  const imageUrl = layer.type === 'image' ? src : null;
  const imageState = useImageState(env, imageUrl);
  // The SVG registry is the `svg` feature's view (feature-views.ts): in before a module with SVG layers renders.
  const svgViews = useFeatureViews('svg', layer.type === 'svg');
  const svg = useSvg(svgViews?.pageSvgs() ?? null, layer.type === 'svg' ? src : null);
  const { bgVideo } = layer.appearance;
  // The media views are the `media` feature's (feature-views.ts): in before a module with media renders.
  const media = useFeatureViews('media', bgVideo !== null || layer.type === 'video' || layer.type === 'audio');
  const mediaOptions = media?.layerMediaOptions(layer) ?? null;

  let inner: ReactNode = null;
  const outerAttrs: Record<string, string> = {};
  if (layer.type === 'image' && imageUrl) {
    outerAttrs['data-image-state'] = imageState;
    // Shown only once decoded (never half-painted); on error the box stays, positioned, without an image (SPEC §8).
    if (imageState === 'done') {
      const fit = layer.appearance.image;
      inner = <img src={imageUrl} alt="" draggable={false} style={{ ...FILL, objectFit: objectFit(fit?.size), objectPosition: fit?.position }} />;
    }
  } else if (layer.type === 'svg' && src) {
    outerAttrs['data-svg-state'] = svg.state;
  } else if (media && mediaOptions) {
    // Video/audio layers: the element the engine's player drives through react-ui/media (issue 7).
    inner = (
      <>
        <media.MediaElement options={mediaOptions} resolveUrl={resolveUrl} />
        {/* SR7 appends its overlay as the media layer's last child, above the video and its poster. */}
        <PatternOverlaySlot overlay={layer.bg.overlay} />
      </>
    );
  }

  const backdrop = media && bgVideo ? <media.LayerBgVideo video={bgVideo} slideKey={slideKey} resolveUrl={resolveUrl} /> : null;

  return { inner, html: svg.result?.ok ? svg.result.markup : null, backdrop, outerAttrs, env };
}
