import type { CSSProperties } from 'react';
import type { LayerModel } from '../engine/index.ts';
import { hasActiveModifier } from '../engine/runtime/uses-modifiers.ts';

/** Which wrapper elements a layer needs between its outer box and its content (see engine LayerTargets). */
export interface LayerParts {
  /** Mask wrapper: the layer has mask or clip frames in some scene. */
  readonly mask: boolean;
  /** Loop wrapper: the layer has a loop timeline. */
  readonly loop: boolean;
  /** Modifier wrapper: mouse parallax or scroll effects. */
  readonly modifier: boolean;
  /** Parallax mask (layer `mod.mask`): the outer box clips what the modifier wrapper moves. */
  readonly modifierMask: boolean;
  /** The layer has an 'in' scene: it waits unseen until the module starts, then enters (strata.css). */
  readonly enters: boolean;
}

/** What an 'in' scene animates (a loop alone is not an entrance). */
const ENTRANCE_TARGETS = ['content', 'mask', 'clip', 'filter', 'chars', 'words', 'lines'] as const;

export function layerParts(layer: LayerModel): LayerParts {
  const scenes = Object.values(layer.timeline);
  return {
    mask: scenes.some((scene) => (scene.mask?.length ?? 0) > 0 || (scene.clip?.length ?? 0) > 0),
    loop: scenes.some((scene) => (scene.loop?.length ?? 0) > 0),
    modifier: hasActiveModifier(layer.mod),
    modifierMask: hasActiveModifier(layer.mod) && layer.mod.mask,
    enters: ENTRANCE_TARGETS.some((target) => (layer.timeline['in']?.[target]?.length ?? 0) > 0),
  };
}

/**
 * A wrapper fills the layer's box so transforms pivot on the layer's centre. Around a flow container
 * (row, column, zone) it only spans the width: the container's height comes from its children.
 */
export function wrapperStyle(flowContainer: boolean): CSSProperties {
  return flowContainer ? { position: 'relative', width: '100%' } : { position: 'relative', width: '100%', height: '100%' };
}
