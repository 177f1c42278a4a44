import { describe, expect, it } from 'vitest';
import { vimeoItems } from './vimeo.ts';
import { isNewestFirst, recorded } from './test-support.ts';

describe('vimeo adapter', () => {
  it('maps the recorded /users/{id}/videos payload item by item, newest first', () => {
    const items = vimeoItems(recorded('vimeo'));
    expect(items.map((i) => i.id)).toEqual(['900000002', '900000001']);
    expect(isNewestFirst(items.map((i) => i.date))).toBe(true);
    expect(items[0]).toEqual({
      id: '900000002',
      title: 'Strata: geçiş aileleri',
      excerpt: "Perde, küp, bulanıklık ve renk filtreleri tek tek.\nHer biri GPU'da tek çizim çağrısı.",
      content: "Perde, küp, bulanıklık ve renk filtreleri tek tek.\nHer biri GPU'da tek çizim çağrısı.",
      link: 'https://vimeo.com/900000002',
      date: '2025-03-12T16:00:00.000Z',
      author: 'Strata Örnek',
      image: { src: '/fixtures/modules/assets/strata-hero-2.png', width: 1600, height: 900, alt: 'Strata: geçiş aileleri' },
      thumb: '/fixtures/modules/assets/strata-hero-2-thumb.png',
      video: { type: 'vimeo', src: 'https://vimeo.com/900000002' },
      views: 2310,
      likes: 118,
      comments: 9,
      categories: ['Animation'],
      tags: ['strata', 'WebGL'],
      meta: { username: 'Strata Örnek', video_id: '900000002', duration: '94' },
    });
  });

  it('leaves views out when the owner hides plays, and tags out when there are none', () => {
    const older = vimeoItems(recorded('vimeo'))[1]!;
    expect(older.views).toBeUndefined();
    expect(older.likes).toBe(31);
    expect(older.tags).toBeUndefined();
    expect(older.categories).toBeUndefined();
  });

  it('drops a non-http link (and so the video)', () => {
    const payload = recorded('vimeo');
    payload.data[1].link = 'vbscript:msgbox(1)';
    const older = vimeoItems(payload)[1]!;
    expect(older.link).toBe('');
    expect(older.video).toBeUndefined();
  });

  it('names the JSON path of a damaged payload', () => {
    const bad = (edit: (p: any) => void) => {
      const p = recorded('vimeo');
      edit(p);
      return () => vimeoItems(p);
    };
    expect(bad((p) => (p.data[1].uri = '/channels/5'))).toThrow('vimeo: data[1].uri: expected "/videos/<id>" (got "/channels/5")');
    expect(bad((p) => (p.data[0].pictures.sizes[2].link = false))).toThrow('vimeo: data[0].pictures.sizes[2].link: expected a URL string');
    expect(bad((p) => (p.data[0].metadata.connections.likes.total = '1,2k'))).toThrow('vimeo: data[0].metadata.connections.likes.total: expected a whole number ≥ 0');
    expect(bad((p) => (p.data[0].tags = [{ tag: 'x' }]))).toThrow('vimeo: data[0].tags[0].name: expected a string');
    expect(bad((p) => delete p.data[1].link)).toThrow('vimeo: data[1].link: expected a URL string');
  });

  it('throws Vimeo’s own error message', () => {
    expect(() => vimeoItems({ error: 'The requested user could not be found', developer_message: 'x', error_code: 5000 })).toThrow(
      'vimeo: the API answered an error: The requested user could not be found',
    );
  });
});
