import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { ProgressBarSettings, Slider } from '../engine/index.ts';
import { placeFor, type NavProps } from './nav-place.ts';

/**
 * Feeds `apply` the slideshow's progress (0..1) every frame while the slideshow runs, from a motion mover on
 * the slider's clock (DESIGN.md "One clock": no React render per frame), and once on every discrete change
 * (slide change, pause, resume), so a paused bar stands still where it stopped. Returns the disposer.
 */
export function feedProgress(slider: Slider, settings: ProgressBarSettings, apply: (progress: number) => void): () => void {
  let stop: (() => void) | null = null;
  const value = () => {
    const state = slider.store.getState();
    const own = state.phase === 'changing' ? 0 : slider.progress();
    if (settings.basedOn === 'slide') return own;
    return state.slides.length > 0 ? (state.index + own) / state.slides.length : 0;
  };
  const sync = () => {
    const state = slider.store.getState();
    const running = state.phase === 'idle' && state.slideshowOn && state.pausedBy.size === 0;
    if (running && !stop) {
      stop = slider.motion.run(() => {
        apply(value());
        return false;
      });
    } else if (!running && stop) {
      stop();
      stop = null;
    }
    apply(value());
  };
  sync();
  const unsubscribe = slider.store.subscribe(sync);
  return () => {
    unsubscribe();
    stop?.();
    stop = null;
  };
}

function useProgressFeed(slider: Slider, settings: ProgressBarSettings, apply: (progress: number) => void): void {
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => (settings.enabled ? feedProgress(slider, settings, (p) => applyRef.current(p)) : undefined), [slider, settings]);
}

/**
 * The slideshow progress bar (wire `settings.pbar`): a horizontal or vertical bar (5 px by default) whose fill
 * is scaled, or a clockwise / counter-clockwise ring whose stroke is drawn, by useProgressFeed.
 */
export function ProgressBar(props: NavProps): ReactNode {
  const bar = props.model.progressBar;
  return bar?.enabled ? <ProgressBarOn {...props} bar={bar} /> : null;
}

function ProgressBarOn({ model, slider, frame, bar }: NavProps & { readonly bar: ProgressBarSettings }): ReactNode {
  const level = frame.layout.level;
  const fill = useRef<HTMLDivElement | null>(null);
  const ring = useRef<SVGCircleElement | null>(null);
  const circumference = 2 * Math.PI * bar.radius;
  useProgressFeed(slider, bar, (progress) => {
    const p = Math.min(1, Math.max(0, progress));
    if (fill.current) fill.current.style.transform = bar.type === 'vertical' ? `scale3d(1, ${p}, 1)` : `scale3d(${p}, 1, 1)`;
    if (ring.current) ring.current.style.strokeDashoffset = String(circumference * (1 - p));
  });
  if (!bar.enabled || !bar.show[frame.layout.windowLevel]) return null;
  const place = placeFor(bar.placement, frame);
  if (bar.type === 'cw' || bar.type === 'ccw') {
    const side = 2 * bar.radius + bar.size;
    const style: CSSProperties = { left: place.left, top: place.top, translate: place.translate, width: side, height: side };
    return (
      <svg className="strata-progress-ring" data-strata-progress="" data-type={bar.type} style={style} width={side} height={side} viewBox={`0 0 ${side} ${side}`} aria-hidden="true">
        <circle cx={side / 2} cy={side / 2} r={bar.radius} fill="none" stroke={bar.background} strokeWidth={bar.size} />
        <circle
          ref={ring}
          className="strata-progress-fill"
          cx={side / 2}
          cy={side / 2}
          r={bar.radius}
          fill="none"
          stroke={bar.color}
          strokeWidth={bar.size}
          strokeDasharray={circumference}
          strokeDashoffset={circumference}
          // Start at 12 o'clock; ccw mirrors the ring so the stroke grows the other way.
          transform={`rotate(-90 ${side / 2} ${side / 2})${bar.type === 'ccw' ? ` scale(1 -1) translate(0 ${-side})` : ''}`}
        />
      </svg>
    );
  }
  const box = bar.placement.align === 'grid' ? frame.grid : frame.slider;
  const vertical = bar.type === 'vertical';
  // A bar runs along the whole side of its box; x/y move it off the edge it sits on.
  const style: CSSProperties = vertical
    ? { left: place.left, top: box.top, translate: `${place.translate.split(' ')[0]} 0%`, width: bar.size, height: box.height, background: bar.background }
    : { left: box.left, top: place.top, translate: `0% ${place.translate.split(' ')[1]}`, width: box.width, height: bar.size, background: bar.background };
  return (
    <div className="strata-progress" data-strata-progress="" data-type={bar.type} style={style} aria-hidden="true">
      <div ref={fill} className="strata-progress-fill" style={{ background: bar.color, transformOrigin: vertical ? '0 100%' : '0 0', transform: vertical ? 'scale3d(1, 0, 1)' : 'scale3d(0, 1, 1)' }} />
    </div>
  );
}
