/**
 * engine/model: SR7 module JSON → ModuleModel (DESIGN.md "Data format"). Public surface of the model layer.
 *
 * Files:
 * - `types.ts`             the normalized model (the contract with runtime, renderer and react-ui)
 * - `wire.ts`, `wire-layer.ts`  the raw SR7 wire format, every cryptic key documented
 * - `normalize.ts`         entry points, with every feature reader (`all-readers.ts`); `normalize-core.ts` reads with
 *                          the readers it is given (`feature-readers.ts`: video, Ken Burns, actions, carousel, editor
 *                          fields, loaded by a browser only for a module that has them); `normalize-settings|nav|
 *                          slide|layers|layer|layer-kind|layer-style|timeline|fill|pan.ts` the parts, one concern each
 * - `ladder.ts`            5-level responsive ladders with "#a" inheritance
 * - `units.ts`, `color.ts` lengths, numbers, booleans, colours as SR7 writes them
 * - `read.ts`              typed readers over untrusted data (JSON paths for errors)
 * - `sanitize.ts`, `sanitize-tag.ts`, `entities.ts`, `html-text.ts`  DOM-free allowlist HTML sanitizer
 * - `errors.ts`            ModuleError
 */
export { normalizeModule, normalizeModuleDeferred, normalizeSlides, type DeferredSlideReader, type NormalizeOptions } from './normalize.ts';
export { ModuleError } from './errors.ts';
export { describeDiagnostic, logDiagnostics, type Diagnostic, type DiagnosticsLog } from './diagnostics.ts';
export { fallbackUrlOf, readFallbackUrl } from './normalize-fallback.ts';
export { readFontFaces } from './normalize-fonts.ts';
export { sanitizeHtml } from './sanitize.ts';
export { stripHtml } from './html-text.ts';
export { resolveLadder, uniform, mapLadder, INHERIT, LEVEL_COUNT } from './ladder.ts';
export { parseLength, parseNumber, parseBool, parseColor } from './units.ts';
export type * from './types.ts';
export type * from './wire.ts';
