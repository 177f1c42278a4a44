import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../dom/reduced-motion.ts';
import { createParticleSpecs, PARTICLE_COUNT, particleKeyframes, particleTiming } from './particles.ts';
import '../tokens.css';
import './widgets.css';

/**
 * The theme's 30 drifting dots (`.particle-js-animation`, BEHAVIOURS §6), filling its positioned parent.
 * Decorative: hidden from assistive technology, and still for visitors who prefer reduced motion.
 * The scale goes on the CSS `scale` property, so the animation's `transform` does not wipe it out.
 */
export function Particles({ count = PARTICLE_COUNT, random = Math.random }: { count?: number; random?: () => number }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [specs] = useState(() => createParticleSpecs(random, count));
  const reduced = useReducedMotion();

  useEffect(() => {
    const host = hostRef.current;
    if (!host || reduced || typeof host.animate !== 'function') return;
    const balls = host.querySelectorAll<HTMLElement>('.ball');
    const animations = specs.map((spec, i) => balls[i]?.animate(particleKeyframes(spec), particleTiming(spec)));
    return () => animations.forEach((animation) => animation?.cancel());
  }, [specs, reduced]);

  return (
    <div ref={hostRef} className="particle-js-animation" aria-hidden="true">
      {specs.map((spec, i) => (
        <div
          key={i}
          className="ball"
          style={{
            background: spec.color,
            left: `${spec.leftPercent}%`,
            top: `${spec.topPercent}%`,
            width: `${spec.sizePx}px`,
            height: `${spec.sizePx}px`,
            scale: String(spec.scale),
          }}
        />
      ))}
    </div>
  );
}
