import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('Content-Security-Policy (issue 19)', () => {
  it('allows scripts from this origin and the two player APIs only: no inline code, no eval, no other host', () => {
    const policy = contentSecurityPolicy();
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scripts).toEqual(["'self'", 'https://www.youtube.com', 'https://s.ytimg.com', 'https://player.vimeo.com']);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it('a page\'s own inline scripts are allowed by their hash; JSON data blocks and external scripts need none', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module">import "x";</script>',
      '<script id="strata-page-settings" type="application/json">{"a":1}</script>',
      '<script type="module" src="/assets/page.js"></script>',
      '<script>window.a = 1;</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1;'), sha('import "x";')]);
    expect(contentSecurityPolicy(html)).toContain(`script-src 'self' https://www.youtube.com https://s.ytimg.com https://player.vimeo.com ${sha('window.a = 1;')} ${sha('import "x";')};`);
  });
});
