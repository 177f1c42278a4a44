/** React entry (DESIGN.md "Library entries"). */
export { Strata } from './Strata.tsx';
export type { StrataProps, StrataModuleSource } from './Strata.tsx';
export { useStrata } from './useStrata.ts';
export { StrataModal } from './StrataModal.tsx';
export type { StrataModalProps } from './StrataModal.tsx';
export { EN_STRINGS, TR_STRINGS, STRATA_LOCALES, stringsFor } from './strings.ts';
export type { StrataLocale, StrataStrings } from './strings.ts';
// The types a consumer meets at the component's edges: the module's wire format, the backend reference, the API.
export type { WireModule, WireSettings, WireSlideEntry, WireSlide, WireLayer, RemoteModuleRef, Endpoints, ModuleMode, StrataApi, StrataEvents, StageInfo, SlideRef, Diagnostic } from '../engine/index.ts';
