import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAM_COUNT_MAX } from '../../../../engine/index.ts';
import { isSocialKind, SOCIAL_KINDS, socialFeedItems, streamCount, type SocialKind } from './index.ts';
import { isNewestFirst, recorded, recordedDir, source } from './test-support.ts';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'strata-social-'));
  temps.push(dir);
  return dir;
}

describe('socialFeedItems', () => {
  it('reads every kind from its recorded payload, newest first, with a _note saying it is a sample', () => {
    expect(SOCIAL_KINDS).toEqual(['instagram', 'facebook', 'flickr', 'twitter', 'vimeo', 'youtube']);
    for (const kind of SOCIAL_KINDS) {
      expect(recorded(kind)._note).toMatch(/hand-written sample/i);
      const items = socialFeedItems(kind, source(kind), recordedDir);
      expect(items.length, kind).toBeGreaterThanOrEqual(2);
      expect(isNewestFirst(items.map((i) => i.date)), kind).toBe(true);
      for (const item of items) {
        expect(item.link, `${kind} ${item.id}`).toMatch(/^https:\/\//);
        expect(`${item.title}${item.excerpt}`, `${kind} ${item.id}`).not.toMatch(/<[a-z/]|&[a-z#0-9]+;/i);
      }
    }
  });

  it('keeps source.count items and never more than STREAM_COUNT_MAX', () => {
    expect(socialFeedItems('instagram', source('instagram', 2), recordedDir).map((i) => i.id)).toEqual(['17900000000000001', '17900000000000002']);

    const dir = tempDir();
    const many = recorded('instagram');
    const base = many.data[0];
    many.data = Array.from({ length: 40 }, (_, i) => ({ ...base, id: `1790${i}`, timestamp: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString() }));
    writeFileSync(join(dir, 'instagram.json'), JSON.stringify(many));
    const items = socialFeedItems('instagram', source('instagram', 500), dir);
    expect(items).toHaveLength(STREAM_COUNT_MAX);
    expect(items[0]!.id).toBe('179039');
    expect(socialFeedItems('instagram', source('instagram', 0), dir)).toHaveLength(8);
    expect(streamCount(12.7)).toBe(12);
    expect(streamCount(Number.NaN)).toBe(8);
  });

  it('names the missing file, a broken file and an unknown kind', () => {
    const dir = tempDir();
    expect(() => socialFeedItems('vimeo', source('vimeo'), dir)).toThrow(`vimeo: no recorded payload at ${join(dir, 'vimeo.json')} (ENOENT)`);
    writeFileSync(join(dir, 'vimeo.json'), '{"data": [');
    expect(() => socialFeedItems('vimeo', source('vimeo'), dir)).toThrow(/^vimeo: recorded payload .*vimeo\.json is not valid JSON/);
    expect(() => socialFeedItems('myspace' as SocialKind, source('vimeo'), dir)).toThrow('social feed: unknown kind "myspace"');
    expect(isSocialKind('youtube')).toBe(true);
    expect(isSocialKind('post')).toBe(false);
  });

  it('passes the adapter error through', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'facebook.json'), JSON.stringify({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }));
    expect(() => socialFeedItems('facebook', source('facebook'), dir)).toThrow('facebook: the API answered an error: Invalid OAuth access token.');
  });
});
