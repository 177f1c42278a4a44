import type { CSSProperties } from 'react';
import type { ModuleModel } from '../engine/index.ts';

/**
 * 3D perspective of a slide's layers (SPEC §3 general.perspective, default 600; §9 600 px for layers):
 * 'global' is one perspective on the slide, 'local' one per layer (strata.css reads the variable on each layer
 * box), 'isometric' none (orthographic; the engine also leaves it out of modifier tilts).
 */
export function slidePerspective(general: ModuleModel['general'] | undefined): { className: string; style: CSSProperties } {
  if (!general || general.perspectiveType === 'isometric') return { className: '', style: {} };
  const px = `${general.perspective}px`;
  if (general.perspectiveType === 'local') return { className: 'strata-perspective-local', style: { ['--strata-perspective' as string]: px } };
  return { className: '', style: { perspective: px } };
}
