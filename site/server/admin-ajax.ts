import type { ModuleRow, StrataDb } from './db.ts';
import { BadRequest } from './errors.ts';
import { readJson } from './json-body.ts';
import { isPlainObject } from './module-shape.ts';
import { findModule } from './sliders.ts';

export { BadRequest } from './errors.ts';

export interface AjaxCall {
  action: string;
  clientAction: string;
  data: Record<string, unknown>;
  /** `version` of the call (top-level field, or inside data). */
  version: unknown;
}

/**
 * A field's text: a string, a finite number, or the last of repeated values (`a[]=1&a[]=2`, PHP's last-wins).
 * A loop, not recursion: a JSON body may hold arrays nested as deep as MAX_JSON_DEPTH allows.
 */
export function str(value: unknown): string | undefined {
  let v = value;
  while (Array.isArray(v)) v = v[v.length - 1];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** jQuery writes one bracket per level of the data it serialises; SR7's calls use one or two. */
export const MAX_BRACKET_DEPTH = 8;

/** `data[a][b]=v` → data.a.b = v, `data[a][]=v` → data.a = [v] (jQuery's serialisation of nested data). */
function setBracketField(data: Record<string, unknown>, path: string[], value: unknown): void {
  if (path.length > MAX_BRACKET_DEPTH) {
    throw new BadRequest(`data[${path.slice(0, 3).join('][')}]…: nested deeper than ${MAX_BRACKET_DEPTH} levels`);
  }
  let target = data;
  for (const [i, key] of path.entries()) {
    if (UNSAFE_KEYS.has(key)) throw new BadRequest(`data[${path.join('][')}]: "${key}" is not a field name`);
    const last = i === path.length - 1;
    const nextIsList = path[i + 1] === '';
    if (last || (nextIsList && i === path.length - 2)) {
      target[key] = nextIsList ? (Array.isArray(value) ? value : [value]) : Array.isArray(value) ? value[value.length - 1] : value;
      return;
    }
    if (!isPlainObject(target[key])) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
}

// A `data` that is not JSON but a bare id, alias or id list (`12`, `SR7_12_1`, `hero`, `501,502`).
const BARE_ID = /^[^{}[\]"]{1,500}$/;

/**
 * Reads an admin-ajax call from a form body (`data[id]=…`, as jQuery-style serialisation
 * writes it), a form body whose `data` field holds JSON or a bare id, or a JSON body.
 */
export function readAjaxCall(fields: Record<string, unknown>): AjaxCall {
  const data: Record<string, unknown> = {};
  const rawData = fields['data'];
  if (rawData !== undefined) {
    if (isPlainObject(rawData)) Object.assign(data, rawData);
    else {
      const text = str(rawData);
      if (text === undefined) throw new BadRequest('data: expected a JSON object or form fields data[id], data[alias]');
      const read = readJson(text, 'data');
      let parsed: unknown;
      if ('value' in read) parsed = read.value;
      else if (BARE_ID.test(text.trim())) parsed = text.trim();
      else throw new BadRequest(read.error);
      if (isPlainObject(parsed)) Object.assign(data, parsed);
      else if (typeof parsed === 'number' || typeof parsed === 'string') data['id'] = parsed;
      else if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((v) => typeof v === 'number' || typeof v === 'string')) {
        data['id'] = parsed.join(',');
      } else throw new BadRequest('data: expected a JSON object such as {"id":12}');
    }
  }
  for (const [name, value] of Object.entries(fields)) {
    const m = /^data((?:\[[^\]]*\])+)$/.exec(name);
    if (m?.[1]) setBracketField(data, m[1].slice(1, -1).split(']['), value);
  }

  const action = str(fields['action']);
  if (!action) throw new BadRequest('action: required (revslider_ajax_call_front)');
  return { action, clientAction: str(fields['client_action']) ?? '', data, version: fields['version'] ?? data['version'] };
}

/** SR7 sends `version=7` (`srengine=7` over REST); 6 names a migrated SR6 module, stored here in 7's form. */
export function checkEngine(value: unknown, field: string): void {
  if (value === undefined || value === null || value === '') return;
  const text = str(value);
  if (text === undefined || !/^\s*[67](\.\d+)*\s*$/.test(text)) {
    throw new BadRequest(`${field}: expected 7 (or 6), got ${JSON.stringify(value)}`);
  }
}

const MAX_REF = 200;

function refField(data: Record<string, unknown>, name: string): string | undefined {
  const value = data[name];
  if (value === undefined || value === null) return undefined;
  const text = str(value)?.trim();
  if (text === undefined) throw new BadRequest(`data[${name}]: expected a string or a number`);
  if (text.length > MAX_REF) throw new BadRequest(`data[${name}]: longer than ${MAX_REF} characters`);
  return text === '' ? undefined : text;
}

const isFlag = (s: string | undefined) => s === 'true' || s === '1' || s === 'on';

/**
 * The module an ajax call names. `forcealias` (SR7's modal and feed-source loads) is either a flag
 * saying "look `alias` up as an alias" or the alias itself; `alias=true` is the REST route's flag.
 * Without them `id` (db id, html id `SR7_12_1`, or alias) is tried first, then `alias`.
 */
export function moduleFromAjax(db: StrataDb, data: Record<string, unknown>): { row: ModuleRow | undefined; asked: string } {
  const id = refField(data, 'id');
  const aliasIn = refField(data, 'alias');
  const forceIn = data['forcealias'] === true ? 'true' : data['forcealias'] === false ? 'false' : refField(data, 'forcealias');
  const forceName = forceIn !== undefined && !isFlag(forceIn) && forceIn !== 'false' && forceIn !== '0' ? forceIn : undefined;
  const alias = isFlag(aliasIn) ? undefined : aliasIn;
  if (forceName) return { row: db.byAlias(forceName), asked: forceName };
  if (isFlag(forceIn) || isFlag(aliasIn)) {
    const name = alias ?? id;
    if (!name) throw new BadRequest('data[alias]: required when forcealias is set');
    return { row: db.byAlias(name), asked: name };
  }
  if (id) return { row: findModule(db, id, false) ?? (alias ? db.byAlias(alias) : undefined), asked: id };
  if (alias) return { row: db.byAlias(alias), asked: alias };
  throw new BadRequest('data[id] or data[alias]: one is required');
}
