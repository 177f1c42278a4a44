import { describe, expect, it } from 'vitest';
import { normalizeModule } from './normalize.ts';

describe('media addresses take the same scheme rule as links (issue 19)', () => {
  it('javascript:, data:text/html and vbscript: srcs, posters, thumbnails and backgrounds are left out and reported', () => {
    const model = normalizeModule({
      settings: { alias: 'm' },
      slides: {
        1: {
          slide: { order: 1, thumb: { src: 'javascript:alert(1)' } },
          layers: {
            bg: { id: 'bg', subtype: 'slidebg', bg: { image: { src: 'jav&#x61;script:alert(1)' } } },
            img: { id: 'img', type: 'image', content: { src: 'data:text/html,<script>alert(1)</script>' } },
            vid: { id: 'vid', type: 'video', content: { src: 'media/a.mp4', poster: ' vbscript:x' } },
            ok: { id: 'ok', type: 'image', content: { src: 'data:image/png;base64,AAAA' } },
          },
        },
      },
    });
    const slide = model.slides[0]!;
    expect(slide.thumb).toBeNull();
    expect(slide.background.image).toBeNull();
    const layer = (id: string) => slide.layers.find((l) => l.id === id)!;
    expect(layer('img').content.src).toBeNull();
    expect(layer('vid').content.src).toBe('media/a.mp4');
    expect(layer('vid').content.poster).toBeNull();
    expect(layer('ok').content.src).toBe('data:image/png;base64,AAAA');
    expect(model.diagnostics.map((d) => d.path).sort()).toEqual([
      'module.slides["1"].layers.bg.bg.image.src',
      'module.slides["1"].layers.img.content.src',
      'module.slides["1"].layers.vid.content.poster',
      'module.slides["1"].slide.thumb.src',
    ]);
    expect(model.diagnostics.every((d) => d.used === null && d.expected.startsWith('a media address'))).toBe(true);
  });
});
