/**
 * engine/model: SR7 module JSON → ModuleModel. Public surface of the model layer.
 */
export { normalizeModule, normalizeSlides, type NormalizeOptions } from './normalize.ts';
export { ModuleError } from './errors.ts';
export { sanitizeHtml, stripHtml } from './sanitize.ts';
export { resolveLadder, uniform, mapLadder, INHERIT, LEVEL_COUNT } from './ladder.ts';
export { parseLength, parseNumber, parseBool, parseColor } from './units.ts';
export type * from './types.ts';
export type * from './wire.ts';
