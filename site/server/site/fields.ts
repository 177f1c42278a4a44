import type { Context } from 'hono';
import { str } from '../admin-ajax.ts';
import { BadRequest } from '../errors.ts';
import { readForm, type FormFields } from '../form-body.ts';
import { shown } from './html.ts';

/** A positive whole-number id from a form field (post_id, product_id, id). */
export function idField(fields: Record<string, unknown>, name: string): number {
  const text = str(fields[name])?.trim();
  if (!text) throw new BadRequest(`${name}: required`);
  if (!/^\d{1,12}$/.test(text) || Number(text) === 0) throw new BadRequest(`${name}: expected a numeric id, got ${shown(text)}`);
  return Number(text);
}

export type { FormFields };

/**
 * The fields of a form POST (urlencoded or multipart, what jQuery and FormData send). Another declared type is
 * answered 415 by the caller; no body at all is an empty form (get_refreshed_fragments sends nothing); a
 * malformed multipart body is a 400 naming what is wrong (form-body.ts).
 */
export async function readFormBody(c: Context): Promise<FormFields | 'unsupported'> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type === '') return {};
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return 'unsupported';
  return readForm(c);
}
