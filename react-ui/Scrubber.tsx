import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { ScrubberSettings } from '../engine/index.ts';
import { scrubberGeometry } from './nav-outer.ts';
import { navEntries, navPosition, type NavEntry } from './nav-math.ts';
import { placeFor, type NavProps } from './nav-place.ts';
import { NavShell, useNavShown } from './nav-shell.tsx';
import { NAV_FOLLOW_MS } from './nav-anim.ts';
import { createScrubChange, createSkewFollower, easeOut, resist, slotAt, snapDuration, snapTarget, type ScrubChange, type SkewFollower } from './scrubber-math.ts';
import { useStrataStrings } from './strings.ts';
import { useStrata } from './useStrata.ts';


interface Live {
  entries: NavEntry[];
  slot: number;
  vertical: boolean;
  position: number;
  dragging: boolean;
  hovered: boolean;
  held: boolean;
  samples: { t: number; x: number }[];
  stopAnim: (() => void) | null;
  change: ScrubChange | null;
  /** The slot the held handle was last over (cor off: the slide follows it). */
  slotHeld: number;
  /** The handle's offset along the track (px), what the skew follower trails. */
  along: number;
  skew: SkewFollower | null;
  stopSkew: (() => void) | null;
}

/**
 * The scrubber: a track with one slot per navigable slide and a handle that follows the pointer (with edge
 * resistance past either end), snaps to the nearest slot on release and changes the slide 0.2 s later
 * (SPEC §9). While it is hovered or dragged the slideshow holds pause reason 'interaction' (SPEC §4);
 * it is released once the scrubber is idle. The handle moves imperatively (motion movers), never by render.
 */
export function Scrubber(props: NavProps): ReactNode {
  const s = props.model.nav.scrubber;
  return s?.enabled ? <ScrubberOn {...props} s={s} /> : null;
}

function ScrubberOn(props: NavProps & { readonly s: ScrubberSettings }): ReactNode {
  const strings = useStrataStrings();
  const { model, slider, frame, attention, s } = props;
  const level = frame.layout.level;
  const shown = useNavShown(s, level, attention, slider.clock);
  const { value: index } = useStrata((state) => state.index);
  const { value: slides } = useStrata((state) => state.slides);
  const track = useRef<HTMLDivElement | null>(null);
  const handle = useRef<HTMLDivElement | null>(null);
  const live = useRef<Live>({ entries: [], slot: 0, vertical: false, position: -1, dragging: false, hovered: false, held: false, samples: [], stopAnim: null, change: null, slotHeld: -1, along: 0, skew: null, stopSkew: null });

  const entries = slides ? navEntries(slides) : [];
  const n = entries.length;
  const geom = scrubberGeometry(s, level, n);
  const vertical = s.direction[level] === 'vertical';
  const handleLen = (geom.slot * s.handleSize) / 100;
  const current = index ?? 0;
  const target = navPosition(entries, current);
  Object.assign(live.current, { entries, slot: geom.slot, vertical });

  const place = (p: number) => {
    const l = live.current;
    l.position = p;
    const along = p * l.slot + (l.slot - handleLen) / 2;
    l.along = along;
    // The skew (SR7 sk) comes in through a custom property, so the follower loop never rewrites the position.
    if (handle.current) {
      handle.current.style.transform = l.vertical
        ? `translate3d(0, ${along}px, 0) skewY(var(--strata-scrub-skew, 0deg))`
        : `translate3d(${along}px, 0, 0) skewX(var(--strata-scrub-skew, 0deg))`;
    }
    leanWithMotion();
  };
  /** SR7 sk: while the handle moves it leans with the lag of a follower; the loop stops once it has caught up. */
  const leanWithMotion = () => {
    const l = live.current;
    if (!s.skew || l.stopSkew || reducedMotion()) return;
    l.skew ??= createSkewFollower(s.skew);
    let last = slider.clock.now();
    l.stopSkew = slider.motion.run((now) => {
      const { skew, settled } = l.skew!.step(l.along, now - last);
      last = now;
      handle.current?.style.setProperty('--strata-scrub-skew', `${settled ? 0 : skew}deg`);
      if (!settled) return false;
      l.stopSkew = null;
      return true;
    });
  };
  const animateTo = (to: number, wanted: number) => {
    const l = live.current;
    l.stopAnim?.();
    // Reduced motion: the handle jumps to its slot.
    const ms = reducedMotion() ? 0 : wanted;
    const from = l.position < 0 ? to : l.position;
    const start = slider.clock.now();
    l.stopAnim = slider.motion.run((now) => {
      const t = ms > 0 ? (now - start) / ms : 1;
      place(from + (to - from) * easeOut(t));
      if (t < 1) return false;
      l.stopAnim = null;
      return true;
    });
  };
  const hold = (held: boolean) => {
    const l = live.current;
    if (l.held === held) return;
    l.held = held;
    slider.hold('interaction', held);
  };
  /** Asks for `slot`'s slide SCRUB_CHANGE_DELAY_MS from now, replacing a request still waiting (scrubber-math.ts#createScrubChange). */
  const requestSlide = (slot: number) => {
    const l = live.current;
    l.change ??= createScrubChange((ms, fn) => slider.clock.after(ms, fn));
    l.change.request(() => {
      const entry = l.entries[slot];
      if (entry && entry.index !== slider.store.getState().index) slider.api.show(entry.index);
    });
  };
  /** Snap to `slot` and ask for its slide. */
  const settle = (slot: number, speed: number) => {
    animateTo(slot, snapDuration((slot - live.current.position) * live.current.slot, speed));
    requestSlide(slot);
  };

  // A change from elsewhere (arrows, keys, slideshow) glides the handle to the new slot.
  useEffect(() => {
    const l = live.current;
    if (l.dragging || l.change?.pending) return;
    if (l.position < 0) place(target);
    else animateTo(target, NAV_FOLLOW_MS);
  }, [target, geom.slot, vertical]);

  useEffect(
    () => () => {
      const l = live.current;
      l.stopAnim?.();
      l.stopSkew?.();
      l.stopSkew = null;
      l.change?.cancel();
      l.change = null;
      if (l.held) slider.hold('interaction', false);
      l.held = false;
      l.position = -1;
    },
    [slider],
  );

  if (!s.enabled || !s.show[frame.layout.windowLevel] || n === 0) return null;

  const offsetOf = (event: PointerEvent) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect) return 0;
    return vertical ? event.clientY - rect.top : event.clientX - rect.left;
  };
  const follow = (event: PointerEvent) => {
    const x = offsetOf(event);
    const l = live.current;
    place(resist(slotAt(x, l.slot), l.entries.length));
    l.samples = [...l.samples.filter((sample) => event.timeStamp - sample.t < 100), { t: event.timeStamp, x }];
    // SR7 cor off: the slide follows the held handle into each slot it enters (0.2 s later, unless it moves on).
    const slot = snapTarget(l.position, l.entries.length);
    if (!s.changeOnRelease && slot !== l.slotHeld) {
      l.slotHeld = slot;
      requestSlide(slot);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const l = live.current;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    l.dragging = true;
    l.samples = [];
    l.stopAnim?.();
    l.change?.cancel();
    l.slotHeld = navPosition(l.entries, slider.store.getState().index);
    event.currentTarget.dataset['dragging'] = 'true';
    hold(true);
    follow(event);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const l = live.current;
    if (!l.dragging) return;
    l.dragging = false;
    event.currentTarget.dataset['dragging'] = 'false';
    const [first, last] = [l.samples[0], l.samples[l.samples.length - 1]];
    const speed = first && last && last.t > first.t ? ((last.x - first.x) / (last.t - first.t)) * 1000 : 0;
    settle(snapTarget(l.position, l.entries.length), speed);
    const rect = event.currentTarget.getBoundingClientRect();
    l.hovered = event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom;
    if (!l.hovered) hold(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const l = live.current;
    const from = snapTarget(l.position, l.entries.length);
    const to = step !== undefined ? from + step : event.key === 'Home' ? 0 : event.key === 'End' ? l.entries.length - 1 : null;
    if (to === null) return;
    // The module's own arrow-key navigation must not move a second time.
    event.preventDefault();
    event.stopPropagation();
    settle(Math.min(Math.max(0, to), l.entries.length - 1), 0);
  };

  const along = n * geom.slot;
  const trackStyle: CSSProperties = vertical
    ? { left: geom.padding, top: geom.padding, width: geom.thickness, height: along }
    : { left: geom.padding, top: geom.padding, width: along, height: geom.thickness };
  const tick = tickSize(s.pattern, geom.thickness, geom.slot, s.tickSize);
  const currentEntry = entries[target];
  return (
    <NavShell el={s} shown={shown} kind="scrubber" size={geom.wrapper} place={placeFor(s.placement, frame, s.inOut, vertical)}>
      <div
        className={`strata-scrubber sr7-scrubber ${s.skin}`}
        data-pattern={s.pattern}
        data-dragging="false"
        // The module's swipe leaves drags that start here to the scrubber (react-ui/nav-inputs.ts).
        data-strata-nodrag=""
        style={{ width: geom.wrapper.width, height: geom.wrapper.height, background: s.wrapper.color }}
        onPointerEnter={() => {
          live.current.hovered = true;
          hold(true);
        }}
        onPointerLeave={() => {
          live.current.hovered = false;
          if (!live.current.dragging) hold(false);
        }}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => live.current.dragging && follow(event)}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div ref={track} className="strata-scrubber-track" style={trackStyle}>
          {entries.map(({ slide }, i) => (
            <span
              key={slide.key}
              className="strata-scrubber-tick"
              style={{
                left: vertical ? geom.thickness / 2 : (i + 0.5) * geom.slot,
                top: vertical ? (i + 0.5) * geom.slot : geom.thickness / 2,
                width: tick.width,
                height: tick.height,
                opacity: s.tickOpacity / 100,
              }}
            />
          ))}
          <div
            ref={handle}
            className="strata-scrubber-handle"
            role="slider"
            tabIndex={0}
            aria-label={strings.scrubber}
            aria-orientation={vertical ? 'vertical' : 'horizontal'}
            aria-valuemin={1}
            aria-valuemax={n}
            aria-valuenow={target + 1}
            aria-valuetext={`Slayt ${target + 1} / ${n}${currentEntry?.slide.title ? `: ${currentEntry.slide.title}` : ''}`}
            style={vertical ? { width: geom.thickness, height: handleLen } : { width: handleLen, height: geom.thickness }}
            onKeyDown={onKeyDown}
          />
        </div>
      </div>
    </NavShell>
  );
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Tick mark size for a pattern: dots a quarter of the thickness, lines 2 px thick (scaled by `ts` %). */
export function tickSize(pattern: 'dots' | 'vlines' | 'hlines', thickness: number, slot: number, percent: number): { width: number; height: number } {
  const k = percent / 100;
  if (pattern === 'vlines') return { width: 2, height: thickness * 0.6 * k };
  if (pattern === 'hlines') return { width: slot * 0.4 * k, height: 2 };
  const d = thickness * 0.25 * k;
  return { width: d, height: d };
}
