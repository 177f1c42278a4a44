import { isPlainObject } from './module-shape.ts';
import { parseSlideIds, type SliderQuery } from './sliders.ts';

/** A client mistake: answered 400 with `message` naming the field. */
export class BadRequest extends Error {
  override name = 'BadRequest';
}

export interface AjaxCall {
  action: string;
  clientAction: string;
  data: Record<string, unknown>;
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return str(value[value.length - 1]);
  return undefined;
}

/**
 * Reads an admin-ajax call from a form body (`data[id]=…`, as jQuery-style serialisation
 * writes it), a form body whose `data` field holds JSON, or a JSON body.
 */
export function readAjaxCall(fields: Record<string, unknown>): AjaxCall {
  const data: Record<string, unknown> = {};
  const rawData = fields['data'];
  if (rawData !== undefined) {
    if (isPlainObject(rawData)) Object.assign(data, rawData);
    else {
      const text = str(rawData);
      if (text === undefined) throw new BadRequest('data: expected a JSON object or form fields data[id], data[alias]');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        throw new BadRequest(`data: not valid JSON (${(err as Error).message})`);
      }
      if (isPlainObject(parsed)) Object.assign(data, parsed);
      else if (typeof parsed === 'number' || typeof parsed === 'string') data['id'] = parsed;
      else throw new BadRequest('data: expected a JSON object such as {"id":12}');
    }
  }
  for (const [name, value] of Object.entries(fields)) {
    const m = /^data\[([^\]]+)\]$/.exec(name);
    if (m?.[1]) data[m[1]] = Array.isArray(value) ? value[value.length - 1] : value;
  }

  const action = str(fields['action']);
  if (!action) throw new BadRequest('action: required (revslider_ajax_call_front)');
  return { action, clientAction: str(fields['client_action']) ?? '', data };
}

/** The get_full_slider_object arguments of an ajax call. */
export function sliderQueryFromAjax(data: Record<string, unknown>): SliderQuery {
  const id = str(data['id'])?.trim();
  const alias = str(data['alias'])?.trim();
  const slideIds = parseSlideIds(str(data['slideid']));
  // `alias` is either the alias itself or, as in the REST route, a flag saying `id` is one.
  const aliasFlag = alias === 'true' || alias === '1';
  if (alias && !aliasFlag) return { idOrAlias: alias, byAlias: true, slideIds };
  if (id) return { idOrAlias: id, byAlias: aliasFlag, slideIds };
  throw new BadRequest('data[id] or data[alias]: one is required');
}
