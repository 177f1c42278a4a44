/**
 * `settings.general.fallbackURL` (SPEC §3 "General: … fallbackURL"): the image shown in the module's place when
 * the module cannot run in this browser or its definition cannot be used (react-ui/module-fallback.tsx). SPEC names
 * the key only; the real exports leave it out. Read here once so both the model and the load-failure path (which
 * has no model) agree on what is accepted.
 */
import { isRecord } from './read.ts';
import { ModuleError } from './errors.ts';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * An http(s), protocol-relative or relative address, trimmed; empty or missing → null. Any other scheme
 * (`javascript:`, `data:`, `file:`) is dropped, never shown: a module cannot make the page run or embed code
 * through its fallback. A value that is not text is a ModuleError naming the path.
 */
export function readFallbackUrl(value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ModuleError(path, 'an image URL (text)', value);
  const url = value.trim();
  if (url === '') return null;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? url : null;
}

/** The fallback of raw module JSON whatever else is wrong with it (the module failed to normalize); never throws. */
export function fallbackUrlOf(json: unknown): string | null {
  const settings = isRecord(json) && isRecord(json.settings) ? json.settings : null;
  const general = settings && isRecord(settings.general) ? settings.general : null;
  try {
    return readFallbackUrl(general?.fallbackURL, 'module.settings.general.fallbackURL');
  } catch {
    return null;
  }
}
