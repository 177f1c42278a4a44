/**
 * Binds tilt.js 1.2.1 behaviour to one element (BEHAVIOURS §6 "Tilt"): mousemove updates the transform in a
 * requestAnimationFrame; enter and leave set `transition: <speed>ms <easing>` and clear it `speed` ms later;
 * leave resets the element flat; `tilt.mouseEnter`, `tilt.mouseLeave` and `change` (detail: the values) are
 * dispatched on the element. destroy() is idempotent and leaves the element as it found it.
 */
import { readTiltSettings, resetTransform, tiltTransform, tiltTransition, tiltValues, type TiltSettings, type TiltValues } from './tilt.ts';

export interface TiltScheduler {
  requestFrame(cb: () => void): number;
  cancelFrame(id: number): void;
  setTimeout(cb: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface TiltInstance {
  readonly settings: TiltSettings;
  destroy(): void;
}

function windowScheduler(win: Window): TiltScheduler {
  return {
    requestFrame: (cb) => win.requestAnimationFrame(cb),
    cancelFrame: (id) => win.cancelAnimationFrame(id),
    setTimeout: (cb, ms) => win.setTimeout(cb, ms),
    clearTimeout: (id) => win.clearTimeout(id),
  };
}

/** tilt.js' glare: a gradient twice the element's width, turned towards the pointer. */
function createGlare(el: HTMLElement, maxGlare: number): { wrapper: HTMLElement; inner: HTMLElement } {
  const doc = el.ownerDocument;
  const wrapper = doc.createElement('div');
  const inner = doc.createElement('div');
  wrapper.className = 'js-tilt-glare';
  inner.className = 'js-tilt-glare-inner';
  Object.assign(wrapper.style, { position: 'absolute', top: '0', left: '0', width: '100%', height: '100%', overflow: 'hidden', pointerEvents: 'none' });
  const size = `${el.offsetWidth * 2}px`;
  Object.assign(inner.style, {
    position: 'absolute', top: '50%', left: '50%', pointerEvents: 'none', width: size, height: size,
    backgroundImage: 'linear-gradient(0deg, rgba(255,255,255,0) 0%, rgba(255,255,255,1) 100%)',
    opacity: `${maxGlare / 2}`, transform: 'rotate(180deg) translate(-50%, -50%)', transformOrigin: '0% 0%',
  });
  wrapper.append(inner);
  el.append(wrapper);
  return { wrapper, inner };
}

export function createTilt(el: HTMLElement, options: Partial<TiltSettings> = {}, scheduler?: TiltScheduler): TiltInstance {
  const win = el.ownerDocument.defaultView;
  if (!win && !scheduler) throw new Error('createTilt: the element is not in a window; pass a scheduler');
  const clock = scheduler ?? windowScheduler(win as Window);
  const settings = readTiltSettings(el.dataset, options, (msg) => console.warn(msg));
  const glare = settings.glare ? createGlare(el, settings.maxGlare) : null;
  let pointer: { x: number; y: number } | null = null;
  let ticking = false;
  let resetting = false;
  let frame: number | null = null;
  let transitionTimer: number | null = null;
  let destroyed = false;

  // Not bubbling (jQuery's trigger would): a bubbling `change` could reach a form's own change handlers.
  const emit = (type: string, detail?: TiltValues) => el.dispatchEvent(new CustomEvent(type, { detail }));

  const values = (): TiltValues => {
    const rect = el.getBoundingClientRect();
    // tilt.js: offset() is the (transformed) box, outerWidth/outerHeight the layout size; no pointer yet → centre.
    const at = pointer ?? { x: rect.left + el.offsetWidth / 2, y: rect.top + el.offsetHeight / 2 };
    return tiltValues({ pointerX: at.x, pointerY: at.y, left: rect.left, top: rect.top, width: el.offsetWidth, height: el.offsetHeight }, settings.maxTilt);
  };

  const update = () => {
    frame = null;
    ticking = false;
    const v = values();
    if (resetting) {
      resetting = false;
      el.style.transform = resetTransform(settings);
      if (glare) Object.assign(glare.inner.style, { transform: 'rotate(180deg) translate(-50%, -50%)', opacity: '0' });
      return;
    }
    el.style.transform = tiltTransform(settings, v);
    if (glare) Object.assign(glare.inner.style, { transform: `rotate(${v.angle}deg) translate(-50%, -50%)`, opacity: `${(v.percentageY * settings.maxGlare) / 100}` });
    emit('change', v);
  };

  const requestTick = () => {
    if (ticking) return;
    frame = clock.requestFrame(update);
    ticking = true;
  };

  const setTransition = () => {
    if (!settings.transition) return;
    if (transitionTimer !== null) clock.clearTimeout(transitionTimer);
    el.style.transition = tiltTransition(settings);
    if (glare) glare.inner.style.transition = `opacity ${settings.speed}ms ${settings.easing}`;
    transitionTimer = clock.setTimeout(() => {
      transitionTimer = null;
      el.style.transition = '';
      if (glare) glare.inner.style.transition = '';
    }, settings.speed);
  };

  const onEnter = () => {
    el.style.willChange = 'transform';
    setTransition();
    emit('tilt.mouseEnter');
  };
  const onMove = (event: MouseEvent) => {
    pointer = { x: event.clientX, y: event.clientY };
    requestTick();
  };
  const onLeave = () => {
    setTransition();
    resetting = true;
    requestTick();
    emit('tilt.mouseLeave');
  };

  el.addEventListener('mouseenter', onEnter);
  el.addEventListener('mousemove', onMove);
  if (settings.reset) el.addEventListener('mouseleave', onLeave);

  return {
    settings,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      el.removeEventListener('mouseenter', onEnter);
      el.removeEventListener('mousemove', onMove);
      el.removeEventListener('mouseleave', onLeave);
      if (frame !== null) clock.cancelFrame(frame);
      if (transitionTimer !== null) clock.clearTimeout(transitionTimer);
      glare?.wrapper.remove();
      el.style.transform = '';
      el.style.transition = '';
      el.style.willChange = '';
    },
  };
}
