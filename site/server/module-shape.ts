/** The minimal SR7 export shape the backend needs; everything else is stored untouched. */
export interface ModuleExport {
  alias: string;
  title: string;
  /** Numeric id the file asks for (`settings.dbid` or a numeric top-level `id`), if any. */
  wantedId: number | null;
  /**
   * What gets stored: the export with `settings.alias` filled in, and without `id` (the row id is
   * the truth) or the reply-only `success`/`message`.
   */
  stored: Record<string, unknown> & { settings: Record<string, unknown>; slides: Record<string, unknown> };
}

/** Thrown for input that is not an SR7 module export; `path` is the offending JSON path. */
export class ModuleShapeError extends Error {
  constructor(
    readonly path: string,
    expected: string,
    got: unknown,
  ) {
    super(`${path}: expected ${expected}, got ${describe(got)}`);
    this.name = 'ModuleShapeError';
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array (length ${value.length})`;
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value}${value === undefined ? '' : ` ${String(value)}`}`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveInt(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)) return Number(value);
  return null;
}

/**
 * Checks the shape, naming the first wrong JSON path. Accepts the export shape
 * `{id?, settings:{alias,…}, slides:{…}, addOns?}` and also a get_full_slider_object reply
 * (top-level `alias`), so a module fetched from a live site can be imported as it is.
 */
export function parseModuleExport(json: unknown): ModuleExport {
  if (!isPlainObject(json)) throw new ModuleShapeError('$', 'a module object', json);

  const settingsIn = json['settings'];
  if (settingsIn !== undefined && !isPlainObject(settingsIn)) {
    throw new ModuleShapeError('$.settings', 'an object', settingsIn);
  }
  const settings: Record<string, unknown> = { ...(settingsIn ?? {}) };

  const aliasIn = settings['alias'] ?? json['alias'];
  if (typeof aliasIn !== 'string' || aliasIn.trim() === '') {
    throw new ModuleShapeError('$.settings.alias', 'a non-empty string (or a top-level "alias")', aliasIn);
  }
  const alias = aliasIn.trim();
  settings['alias'] = alias;

  const slides = json['slides'];
  if (!isPlainObject(slides)) throw new ModuleShapeError('$.slides', 'an object keyed by slide id', slides);
  for (const [key, entry] of Object.entries(slides)) {
    const at = `$.slides[${JSON.stringify(key)}]`;
    if (!isPlainObject(entry)) throw new ModuleShapeError(at, 'an object {id, slide, layers}', entry);
    if (entry['slide'] !== undefined && !isPlainObject(entry['slide'])) {
      throw new ModuleShapeError(`${at}.slide`, 'an object', entry['slide']);
    }
    const layers = entry['layers'];
    // PHP's json_encode writes an empty associative array as [], so real exports carry `layers: []`.
    const emptyList = Array.isArray(layers) && layers.length === 0;
    if (layers !== undefined && !isPlainObject(layers) && !emptyList) {
      throw new ModuleShapeError(`${at}.layers`, 'an object keyed by layer id', layers);
    }
  }

  const addOns = json['addOns'];
  if (addOns !== undefined && !isPlainObject(addOns) && !Array.isArray(addOns)) {
    throw new ModuleShapeError('$.addOns', 'an object or an array', addOns);
  }

  const titleIn = settings['title'] ?? json['title'];
  const title = typeof titleIn === 'string' && titleIn !== '' ? titleIn : alias;

  const { success: _success, message: _message, id: _id, ...rest } = json;
  return {
    alias,
    title,
    wantedId: positiveInt(settings['dbid']) ?? positiveInt(json['id']),
    stored: { ...rest, settings, slides },
  };
}
