/** The four SR7 front-end calls (SPEC §7), typed. */
import { isRecord } from '../model/read.ts';
import { FEED_CACHE_LIFETIME_S } from './cache-lifetimes.ts';
import { failed, ModuleLoadError, type LoadDeps } from './load-error.ts';
import { callBackendCached, dbIdOf } from './transport.ts';
import type { FeedItem, ModalSettingsReply } from './types.ts';
import { engineVersionOf } from './v6v7ids.ts';

export interface ModuleQuery {
  readonly id?: string | number;
  readonly alias?: string;
  /** Only these slides (MIX lazy mode). */
  readonly slideIds?: readonly string[];
  /**
   * The engine of the module asked about (SPEC §7 "version (7, or the source engine)"): a feed item's
   * `sourceModuleEngine`. 6 tells the backend that `slideIds` are SR6 slide ids; default 7.
   */
  readonly engine?: string | number;
}

function nameOf(q: ModuleQuery): string {
  return q.alias ?? (q.id === undefined ? '(no id)' : String(q.id));
}

function target(q: ModuleQuery): { path: string; byAlias: boolean } {
  if (q.alias) return { path: encodeURIComponent(q.alias), byAlias: true };
  if (q.id !== undefined && String(q.id).trim()) return { path: encodeURIComponent(dbIdOf(q.id)), byAlias: false };
  throw new ModuleLoadError('get_full_slider_object: an id or an alias is required');
}

/**
 * get_full_slider_object: the whole module, or only `slideIds`. A `success` false/0 reply logs SPEC §8's line
 * ("could not be loaded from the database") and rejects with a ModuleLoadError marked reported.
 */
export async function fetchFullSliderObject(q: ModuleQuery, deps: LoadDeps): Promise<Record<string, unknown>> {
  const { path, byAlias } = target(q);
  const slideid = q.slideIds?.length ? q.slideIds.join(',') : undefined;
  const version = engineVersionOf(q.engine ?? 7);
  const reply = await callBackendCached(
    {
      restPath: `sliderrevolution/sliders/${path}`,
      query: { srengine: String(version), alias: byAlias ? 'true' : undefined, slideid },
      clientAction: 'get_full_slider_object',
      data: { version, id: byAlias ? undefined : dbIdOf(q.id as string | number), alias: q.alias, forcealias: byAlias ? q.alias : undefined, slideid },
    },
    deps,
    `module "${nameOf(q)}"`,
  );
  if (failed(reply)) {
    const message = isRecord(reply) && typeof reply.message === 'string' ? ` (${reply.message})` : '';
    deps.log.log(`[strata] Module "${nameOf(q)}" could not be loaded from the database${message}`);
    throw new ModuleLoadError(`module "${nameOf(q)}" could not be loaded from the database${message}`, true);
  }
  return reply as Record<string, unknown>;
}

/** get_stream_data: the feed items of a module (`ids` = its db id, or for wp-gallery the attachment ids). */
export async function fetchStreamData(ids: string, deps: LoadDeps): Promise<readonly FeedItem[]> {
  const reply = await callBackendCached(
    { restPath: `sliderrevolution/sliders/stream/${encodeURIComponent(ids)}`, query: { srengine: '7' }, clientAction: 'get_stream_data', data: { id: ids } },
    deps,
    `stream "${ids}"`,
    // SPEC §9 "cache transient 1200": a feed is not reused for longer than the backend keeps it.
    FEED_CACHE_LIFETIME_S,
  );
  if (failed(reply)) {
    const message = isRecord(reply) && typeof reply.message === 'string' ? reply.message : 'success false';
    throw new ModuleLoadError(`stream "${ids}": ${message}`);
  }
  const data = (reply as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new ModuleLoadError(`stream "${ids}": data: expected a list of feed items`);
  return data as FeedItem[];
}

/** get_modal_settings (SR7 names the ajax action get_modal_data). */
export async function fetchModalSettings(q: { id?: string | number; alias?: string }, deps: LoadDeps): Promise<ModalSettingsReply> {
  const { path, byAlias } = target(q);
  const reply = await callBackendCached(
    {
      restPath: `sliderrevolution/sliders/modal/${path}`,
      query: { srengine: '7', alias: byAlias ? 'true' : undefined },
      clientAction: 'get_modal_data',
      data: { version: 7, id: byAlias ? undefined : dbIdOf(q.id as string | number), alias: q.alias, forcealias: byAlias ? q.alias : undefined },
    },
    deps,
    `modal settings "${nameOf(q)}"`,
  );
  if (failed(reply)) {
    const message = isRecord(reply) && typeof reply.message === 'string' ? reply.message : 'success false';
    throw new ModuleLoadError(`modal settings "${nameOf(q)}": ${message}`);
  }
  return reply as ModalSettingsReply;
}
