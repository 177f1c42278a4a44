/**
 * The input port for the slideshow's pause reasons and reduced motion: `Environment.slideshowInputs`,
 * implemented by react-ui on the module element (react-ui/slideshow-inputs.ts). Injected, so the engine
 * never touches window/document. Each subscription reports the current state once, then every change,
 * and attaches its listeners only while subscribed.
 */
export interface SlideshowInputs {
  /** The pointer is over the module (true) or has left it (false). */
  hover(fn: (inside: boolean) => void): () => void;
  /** Keyboard focus is inside the module (true) or has left it (false) (WAI-ARIA APG carousel). */
  focus(fn: (inside: boolean) => void): () => void;
  /** The page's tab is visible (true) or hidden (false: another tab, minimised window). */
  visibility(fn: (visible: boolean) => void): () => void;
  /** The module is in (true) or out of (false) the viewport. */
  viewport(fn: (inView: boolean) => void): () => void;
  /** `prefers-reduced-motion: reduce`: no autoplay, instant cross-fades, no Ken Burns. */
  reducedMotion(): boolean;
}
