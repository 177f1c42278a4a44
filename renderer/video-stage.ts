import { ImageSource, Texture } from 'pixi.js';
import type { VideoElementLike, VideoTexture } from './video-textures.ts';

/**
 * A texture over a background `<video>`: an ImageSource, because Pixi's VideoSource plays the element on
 * load, runs its own frame callback (requestVideoFrameCallback or its ticker, a second clock), and empties
 * the element on destroy — the element is the page's (react-ui renders it, the engine's media adapter plays it).
 */
export function pixiVideoTexture(element: VideoElementLike): VideoTexture<Texture> {
  const source = new ImageSource({ resource: element as HTMLVideoElement });
  source.autoGarbageCollect = false;
  const texture = new Texture({ source });
  return { texture, upload: () => source.update(), destroy: () => texture.destroy(true) };
}

const IFRAME_SELECTOR = '[data-strata-bg-video][data-kind]';

/**
 * A YouTube/Vimeo background is an iframe player, which cannot be a texture: while its slide is the still
 * one, its DOM background is shown above the canvas (z-index 1, below the slides' layers, which come later).
 */
export function createIframeFront(background: ((key: string) => HTMLElement | null) | undefined): (key: string | null) => void {
  let frontKey: string | null = null;
  return (key) => {
    const el = key && background ? background(key) : null;
    const next = key && el?.querySelector(IFRAME_SELECTOR) ? key : null;
    if (next === frontKey) return;
    const old = frontKey ? background?.(frontKey) : null;
    if (old) {
      old.style.removeProperty('visibility');
      old.style.zIndex = '';
    }
    frontKey = next;
    if (el && next) {
      // strata.css hides every DOM background under the GPU stage with !important; an inline !important wins.
      el.style.setProperty('visibility', 'visible', 'important');
      el.style.opacity = '1';
      el.style.zIndex = '1';
    }
  };
}
