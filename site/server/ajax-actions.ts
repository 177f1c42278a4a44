import { engineVersionOf } from '../../engine/index.ts';
import type { StrataDb } from './db.ts';
import { checkEngine, moduleFromAjax, str, type AjaxCall } from './admin-ajax.ts';
import { BadRequest, NotFound } from './errors.ts';
import { getStreamData } from './feeds/index.ts';
import { uncachedReply, type JsonReply, type ModuleReplies } from './json-reply.ts';
import { findSlide, parseSlideIds } from './sliders.ts';

export interface AjaxContext {
  db: StrataDb;
  fixturesDir: string;
  /** The request's origin, for absolute feed links. */
  origin: string;
  replies: ModuleReplies;
}

/** The client actions of `action=revslider_ajax_call_front` (SPEC §7, FORMAT.md §6). */
export const CLIENT_ACTIONS = [
  'get_full_slider_object',
  'get_stream_data',
  'get_modal_data',
  'get_modal_settings',
  'get_slideid',
  'get_moduleid',
] as const;

/**
 * A reply: the module replies as JsonReply (ETag, compression: json-reply.ts), the small lookups as plain bodies.
 * Errors are thrown (BadRequest, NotFound, HttpError) and answered by app.onError.
 */
export function runAjaxCall(call: AjaxCall, ctx: AjaxContext): JsonReply | object {
  const { data } = call;
  switch (call.clientAction) {
    case 'get_full_slider_object': {
      checkEngine(call.version, 'version');
      const slideid = data['slideid'];
      if (slideid !== undefined && typeof slideid !== 'string' && typeof slideid !== 'number' && !Array.isArray(slideid)) {
        throw new BadRequest('data[slideid]: expected a slide key or a comma-separated list of keys');
      }
      const ids = Array.isArray(slideid) ? slideid.map(String).join(',') : str(slideid);
      // Unknown module: HTTP 200 with success:false, as SR7's PHP answers it. Version 6: SR6 slide ids.
      return ctx.replies.full(moduleFromAjax(ctx.db, data).row, parseSlideIds(ids), engineVersionOf(call.version));
    }
    case 'get_stream_data': {
      checkEngine(call.version, 'version');
      const id = data['id'] ?? data['ids'];
      const text = Array.isArray(id) ? id.map(String).join(',') : str(id);
      if (text === undefined || text.trim() === '') {
        throw new BadRequest('data[id]: required (a module id, html id, alias, or wp-gallery attachment ids)');
      }
      return uncachedReply({ success: true, data: getStreamData(ctx, text) });
    }
    case 'get_modal_data':
    case 'get_modal_settings': {
      checkEngine(call.version, 'version');
      const { row, asked } = moduleFromAjax(ctx.db, data);
      if (!row) throw new NotFound(`Slider "${asked}" not found`);
      return ctx.replies.modal(row);
    }
    case 'get_slideid': {
      const { row, asked } = moduleFromAjax(ctx.db, data);
      const wanted = str(data['slide'] ?? data['slideid'])?.trim();
      if (!wanted) throw new BadRequest('data[slide]: required (a slide key, or its 1-based order)');
      if (!row) throw new NotFound(`Slider "${asked}" not found`);
      const hit = findSlide(row, wanted);
      if (!hit) throw new NotFound(`Slide "${wanted}" not found in slider "${row.alias}"`);
      return { success: true, slideid: hit.key, order: hit.order };
    }
    case 'get_moduleid': {
      const { row, asked } = moduleFromAjax(ctx.db, data);
      if (!row) throw new NotFound(`Slider "${asked}" not found`);
      return { success: true, id: row.id, alias: row.alias };
    }
    default:
      throw new BadRequest(
        call.clientAction
          ? `client_action: unsupported "${call.clientAction}" (served: ${CLIENT_ACTIONS.join(', ')})`
          : `client_action: required (one of ${CLIENT_ACTIONS.join(', ')})`,
      );
  }
}
