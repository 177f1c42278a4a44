import type { CSSProperties, ReactNode } from 'react';
import type { ModuleModel } from '../engine/index.ts';
import { holdOf, pinDistance } from '../engine/runtime/sbt-spacer.ts';

/**
 * The view side of the scroll-based timeline's hold (engine/runtime/sbt-pin.ts): the module sticks
 * (`position: sticky`) inside a spacer its own height plus the pin distance tall, so the browser holds it in
 * the viewport while the page scrolls through the spacer and releases it at the spacer's ends. Null when the
 * module is not held, or its height is not known yet (the spacer then wraps it at its natural height).
 */
export function holdStyles(model: ModuleModel, height: CSSProperties['height']): { spacer: CSSProperties; module: CSSProperties } | null {
  const sbt = holdOf(model);
  if (!sbt || typeof height !== 'number') return null;
  const top = sbt.align === 'bottom' ? `max(0px, calc(100vh - ${height}px))` : 0;
  return { spacer: { position: 'relative', height: height + pinDistance(sbt, height) }, module: { position: 'sticky', top } };
}

/**
 * Wraps a held module in its spacer (`[data-strata-pin]`). The wrapper depends on the model only, never on
 * measured sizes, so the module element is never re-parented (that would remount it under the engine).
 */
export function HoldSpacer(props: { readonly model: ModuleModel; readonly style: CSSProperties | undefined; readonly children: ReactNode }): ReactNode {
  if (!holdOf(props.model)) return props.children;
  return (
    <div className="strata-hold" data-strata-pin="" style={props.style}>
      {props.children}
    </div>
  );
}
