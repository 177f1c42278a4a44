/**
 * `settings.general.fallbackURL` (SPEC §3 "General"): the image shown in the module's place when the module cannot
 * run here. Two cases: the browser lacks what the module needs (the same kind of check SPEC §8 asks of the contact
 * form: "Missing browser features … error logged"), or the module's definition could not be used (a load or
 * normalize error). The console says which; the visitor sees the picture instead of an empty box or an error text.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { ModuleSize } from '../engine/index.ts';
import { levelForWidth, PAGE_BREAKPOINTS } from '../engine/layout/responsive.ts';

type Win = Window & typeof globalThis;

/** What a running module uses that older browsers lack, by the name the console line gives. */
const REQUIRED_FEATURES: ReadonlyArray<readonly [string, (w: Win) => boolean]> = [
  ['fetch', (w) => typeof w.fetch === 'function'],
  ['ResizeObserver', (w) => typeof w.ResizeObserver === 'function'],
  ['CSS.escape', (w) => typeof w.CSS?.escape === 'function'],
  ['matchMedia', (w) => typeof w.matchMedia === 'function'],
  ['structuredClone', (w) => typeof w.structuredClone === 'function'],
];

/** The required features this browser lacks, in a fixed order; empty where everything is there. */
export function missingBrowserFeatures(w: Win): string[] {
  return REQUIRED_FEATURES.filter(([, present]) => !present(w)).map(([name]) => name);
}

/** An address (a fallback image, a base URL) resolved against a base; null when there is none or it does not parse. */
export function absoluteAddress(url: string | null | undefined, base?: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

/**
 * The module's own proportions at the level this window would use (grid width : height), so the picture takes the
 * module's place without shifting the page; undefined for full-height modules (their height is the window's).
 */
export function fallbackAspect(size: ModuleSize, viewportWidth: number, breakpoints: readonly number[] = PAGE_BREAKPOINTS): string | undefined {
  if (size.fullHeight) return undefined;
  const level = levelForWidth(viewportWidth, breakpoints);
  const [width, height] = [size.width[level], size.height[level]];
  return width > 0 && height > 0 ? `${width} / ${height}` : undefined;
}

export interface ModuleFallbackProps {
  readonly src: string;
  /** CSS aspect-ratio for the picture (fallbackAspect); without one it shows at its own proportions. */
  readonly aspect?: string;
  /** The module's title: the image stands for it, so it is the alt text. */
  readonly title: string;
  readonly alias?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
}

export function ModuleFallback({ src, title, aspect, alias, className, style }: ModuleFallbackProps): ReactNode {
  return (
    <div className={`strata-module strata-fallback ${className ?? ''}`} style={style} data-strata-fallback="" data-alias={alias}>
      <img
        src={src}
        alt={title}
        style={aspect ? { aspectRatio: aspect, objectFit: 'cover' } : undefined}
        decoding="async"
        // A fallback that cannot load either leaves no broken-image icon behind.
        onError={(event) => {
          event.currentTarget.hidden = true;
        }}
      />
    </div>
  );
}
