import { describe, expect, it } from 'vitest';
import { postMetaTags } from './post-meta.ts';

const post = { id: 4740, title: 'Hizmetlerimiz', excerpt: 'Dijital <b>çözümler</b>', featuredImage: '/fixtures/site/gallery/galata-geometrisi.jpg' };

describe('postMetaTags (SPEC §3 page config post fields)', () => {
  it('gives og:title, og:description and an absolute og:image from the post', () => {
    expect(postMetaTags(post, 'https://ornek.com.tr/hizmetler/')).toEqual([
      { property: 'og:type', content: 'article' },
      { property: 'og:title', content: 'Hizmetlerimiz' },
      { property: 'og:description', content: 'Dijital <b>çözümler</b>' }, // set as an attribute: stays text
      { property: 'og:image', content: 'https://ornek.com.tr/fixtures/site/gallery/galata-geometrisi.jpg' },
    ]);
  });

  it('leaves out empty fields and an image that is not a web URL', () => {
    expect(postMetaTags({ id: 1, title: '', excerpt: '', featuredImage: '' }, 'https://x.tr/')).toEqual([{ property: 'og:type', content: 'article' }]);
    expect(postMetaTags({ ...post, featuredImage: 'javascript:alert(1)' }, 'https://x.tr/').map((t) => t.property)).not.toContain('og:image');
  });
});
