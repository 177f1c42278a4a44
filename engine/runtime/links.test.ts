import { describe, expect, it } from 'vitest';
import { classifyLink } from './links.ts';

const PAGE = 'https://site.test/services/?lang=tr#top';

describe('classifyLink (SPEC §2 layer links)', () => {
  it('a hash anchor scrolls on this page', () => {
    expect(classifyLink('#plans', PAGE)).toEqual({ kind: 'anchor', id: 'plans' });
    expect(classifyLink('#plans', null)).toEqual({ kind: 'anchor', id: 'plans' });
    expect(classifyLink('#caf%C3%A9', null)).toEqual({ kind: 'anchor', id: 'café' });
    expect(classifyLink('#', PAGE)).toEqual({ kind: 'anchor', id: '' });
  });

  it('a URL naming this page with a hash is a same-page link, absolute or relative', () => {
    expect(classifyLink('https://site.test/services/?lang=tr#team', PAGE)).toEqual({ kind: 'anchor', id: 'team' });
    expect(classifyLink('?lang=tr#team', PAGE)).toEqual({ kind: 'anchor', id: 'team' });
    expect(classifyLink('/services/?lang=tr#team', PAGE)).toEqual({ kind: 'anchor', id: 'team' });
  });

  it('another page, another query or another origin opens as written', () => {
    expect(classifyLink('https://site.test/about/#team', PAGE)).toEqual({ kind: 'open', href: 'https://site.test/about/#team' });
    expect(classifyLink('https://site.test/services/?lang=en#team', PAGE)).toEqual({ kind: 'open', href: 'https://site.test/services/?lang=en#team' });
    expect(classifyLink('https://other.test/services/?lang=tr#team', PAGE)).toEqual({ kind: 'open', href: 'https://other.test/services/?lang=tr#team' });
    expect(classifyLink('https://site.test/services/?lang=tr', PAGE)).toEqual({ kind: 'open', href: 'https://site.test/services/?lang=tr' });
    expect(classifyLink(' https://discord.gg/x ', PAGE)).toEqual({ kind: 'open', href: 'https://discord.gg/x' });
  });

  it('mailto and tel are used as is', () => {
    expect(classifyLink('mailto:hi@site.test?subject=Merhaba', PAGE)).toEqual({ kind: 'open', href: 'mailto:hi@site.test?subject=Merhaba' });
    expect(classifyLink('tel:+90 555 111 22 33', PAGE)).toEqual({ kind: 'open', href: 'tel:+90 555 111 22 33' });
  });

  it('never follows javascript:, vbscript: or data: URLs', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' java\nscript:alert(1)', 'javascript&#58;alert(1)', 'vbscript:x', 'data:text/html,x']) {
      expect(classifyLink(href, PAGE), href).toEqual({ kind: 'refused' });
      expect(classifyLink(href, null), href).toEqual({ kind: 'refused' });
    }
  });
});
