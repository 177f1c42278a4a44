/** Test helpers: the recorded payloads, fresh copies so a test may damage one freely. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FeedSourceSettings } from '../../../../engine/index.ts';
import type { SocialKind } from './index.ts';

export const recordedDir = fileURLToPath(new URL('../../../../fixtures/feeds/recorded/', import.meta.url));

// `any`: tests reach into payloads by path to damage them.
export function recorded(kind: SocialKind): any {
  return JSON.parse(readFileSync(`${recordedDir}${kind}.json`, 'utf8'));
}

export function source(kind: SocialKind, count = 8): FeedSourceSettings {
  return { type: kind, count, excerptWords: 55, ids: [] };
}

/** Dates strictly newest first, each a full ISO string. */
export function isNewestFirst(dates: readonly string[]): boolean {
  return dates.every((d, i) => new Date(d).toISOString() === d && (i === 0 || Date.parse(dates[i - 1]!) >= Date.parse(d)));
}
