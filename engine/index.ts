/** Strata engine public entry (DESIGN.md "Library entries"). No side effects at import. */
export { normalizeModule, ModuleError, sanitizeHtml } from './model/index.ts';
export type * from './model/types.ts';
export { createSlider } from './runtime/create-slider.ts';
export type { Slider, SliderPorts } from './runtime/create-slider.ts';
export type { StrataApi, StrataEvents, StrataRegistry, SlideRef, StageInfo } from './runtime/api-types.ts';
export { SR7_EVENT_NAMES } from './runtime/api-types.ts';
export { createGsapClock, createSteppedClock } from './runtime/clock.ts';
export type { Clock, SteppedClock } from './runtime/clock.ts';
export type { Backdrop, BackdropTransition, LayerHost, LayerTargets, LayerBox, Environment } from './runtime/ports.ts';
export type { SliderState, PauseReason } from './runtime/store.ts';
export { resolveRequest } from './runtime/navigation.ts';
export type { SlideRequest } from './runtime/navigation.ts';
export { resolveTransition } from './transition/resolve.ts';
export type { TransitionSpec, SideSpec, CellEnd, D3Spec, FilterSpec, TransitionFamily } from './transition/spec.ts';
export type { ResolveOptions } from './transition/resolve.ts';
export { PRESETS, RANDOM_SETS } from './transition/presets.ts';
export { levelForWidth, layoutScale, moduleHeight } from './layout/responsive.ts';
