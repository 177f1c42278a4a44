import { engineVersionOf } from '../../engine/index.ts';
import type { StrataDb } from './db.ts';
import { checkEngine } from './admin-ajax.ts';
import { BadRequest, NotFound } from './errors.ts';
import { getStreamData } from './feeds/index.ts';
import { uncachedReply, type JsonReply, type ModuleReplies } from './json-reply.ts';
import { findModule, parseSlideIds } from './sliders.ts';

export const REST_PREFIX = '/sliderrevolution/sliders/';

const SERVED = `${REST_PREFIX}<id|alias>, ${REST_PREFIX}stream/<ids>, ${REST_PREFIX}modal/<id|alias>`;

export interface RestContext {
  db: StrataDb;
  fixturesDir: string;
  origin: string;
  replies: ModuleReplies;
}

export interface RestRequest {
  /** `/sliderrevolution/sliders/…`: the URL path after `/wp-json` (encoded) or the `rest_route` value (decoded). */
  route: string;
  encoded: boolean;
  query: (name: string) => string | undefined;
}

// `de`, `tr_TR`, `pt-BR`: WPML/Polylang language codes (SR7 appends srlang on multilingual sites).
const LANG = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/;

function segments(route: string, encoded: boolean): string[] | null {
  if (!route.startsWith(REST_PREFIX)) return null;
  return route
    .slice(REST_PREFIX.length)
    .split('/')
    .map((part) => {
      if (!encoded) return part;
      try {
        return decodeURIComponent(part);
      } catch {
        throw new BadRequest(`path: "${part}" is not valid percent-encoding`);
      }
    });
}

/**
 * The REST routes of FORMAT.md §6 (`GET /wp-json/…` or `/?rest_route=/…`):
 * `<id|alias>` get_full_slider_object (unknown module: 200 success:false, as SR7),
 * `stream/<ids>` get_stream_data, `modal/<id|alias>` get_modal_settings (unknown: 404).
 */
export function restCall(ctx: RestContext, req: RestRequest): JsonReply {
  const parts = segments(req.route, req.encoded);
  checkEngine(req.query('srengine'), 'srengine');
  const byAlias = req.query('alias') === 'true';
  if (parts && parts.length === 1 && parts[0]) {
    // `srengine=6`: the slideid values are SR6 slide ids (SPEC §7 "version … or the source engine").
    return ctx.replies.full(findModule(ctx.db, parts[0], byAlias), parseSlideIds(req.query('slideid')), engineVersionOf(req.query('srengine')));
  }
  if (parts && parts.length === 2 && parts[0] === 'stream') {
    const lang = req.query('srlang');
    if (lang !== undefined && lang !== '' && !LANG.test(lang)) {
      throw new BadRequest(`srlang: expected a language code such as "tr" or "tr_TR", got ${JSON.stringify(lang.slice(0, 40))}`);
    }
    return uncachedReply({ success: true, data: getStreamData(ctx, parts[1] ?? '') });
  }
  if (parts && parts.length === 2 && parts[0] === 'modal') {
    const key = (parts[1] ?? '').trim();
    if (!key) throw new BadRequest('id: required (modal/<id|alias>)');
    const row = findModule(ctx.db, key, byAlias);
    if (!row) throw new NotFound(`Slider "${key}" not found`);
    return ctx.replies.modal(row);
  }
  throw new NotFound(`Unknown REST route ${req.route}: served are ${SERVED}`);
}
