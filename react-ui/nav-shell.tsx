import { useEffect, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { Clock, Level, NavElementBase } from '../engine/index.ts';
import type { PlaceStyle } from './nav-math.ts';
import { NAV_FOLLOW_MS, navFadeMs, navHiddenTransform } from './nav-anim.ts';

/** SR7's hover class for skins (`sr7-touchhover`), toggled on the element without a React render. */
export const touchHover = {
  onPointerEnter: (event: { currentTarget: Element }) => event.currentTarget.classList.add('sr7-touchhover'),
  onPointerLeave: (event: { currentTarget: Element }) => event.currentTarget.classList.remove('sr7-touchhover'),
};

/**
 * Whether the pointer is over the module or keyboard focus is inside it: auto-hide elements show then.
 * One listener set per module (the navigation root calls it once).
 */
export function useModuleAttention(root: RefObject<HTMLElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => setFocused(event.relatedTarget instanceof Node && el.contains(event.relatedTarget));
    el.addEventListener('pointerenter', enter);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('pointerenter', enter);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, [root]);
  return hovered || focused;
}

/**
 * Shown state of one element: it first appears `showDelay` ms after mounting (wire `dIn`); an always-on
 * element then stays, an auto-hide one (`on: false`) stays while the module has the pointer or focus and
 * hides `hideDelay` ms (wire `dOut`) after it leaves. Timers run on the slider's clock.
 */
export function useNavShown(el: NavElementBase, level: Level, attention: boolean, clock: Clock): boolean {
  const [ready, setReady] = useState(false);
  const [linger, setLinger] = useState(false);
  const showDelay = Math.max(0, el.showDelay[level]);
  const hideDelay = Math.max(0, el.hideDelay[level]);
  useEffect(() => {
    if (ready) return;
    return clock.after(showDelay, () => {
      setReady(true);
      setLinger(true);
    });
    // Only the first appearance waits; a level change later must not hide it again.
  }, [clock]);
  useEffect(() => {
    if (!attention && ready) setLinger(true);
  }, [attention, ready]);
  useEffect(() => {
    if (el.alwaysOn || attention || !linger) return;
    return clock.after(hideDelay, () => setLinger(false));
  }, [el.alwaysOn, attention, linger, hideDelay, clock]);
  return ready && (el.alwaysOn || attention || linger);
}

/**
 * The positioned, animated box around one navigation element. Show/hide is a CSS transition (nav.css) of
 * opacity plus the element's `anim` (nav-anim.ts: slide 50 px from a side, zoom from 0.5 or 1.2, SPEC §9),
 * handed to the CSS as custom properties; reduced motion turns the movement off.
 */
export function NavShell(props: {
  el: NavElementBase;
  shown: boolean;
  place: PlaceStyle;
  kind: string;
  size?: { width: number; height: number } | undefined;
  children: ReactNode;
}): ReactNode {
  const { el, shown, place, kind, size } = props;
  const style = {
    left: place.left,
    top: place.top,
    translate: place.translate,
    width: size?.width,
    height: size?.height,
    '--strata-nav-ms': `${navFadeMs(el.animMs)}ms`,
    '--strata-nav-hidden': navHiddenTransform(el.anim),
    '--strata-nav-follow-ms': `${NAV_FOLLOW_MS}ms`,
  } as CSSProperties;
  return (
    <div className="strata-nav" data-strata-nav={kind} data-anim={el.anim} data-shown={shown ? 'true' : 'false'} style={style}>
      {props.children}
    </div>
  );
}
