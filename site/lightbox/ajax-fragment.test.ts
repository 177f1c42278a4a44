import { describe, expect, it } from 'vitest';
import { ajaxContentHtml, fragmentOf } from './ajax-fragment.ts';

describe('fragmentOf', () => {
  it('keeps only the body of a full page', () => {
    const page = '<!doctype html><html><head><title>T</title><script>evil()</script></head><body class="x"><p>Merhaba</p></body></html>';
    expect(fragmentOf(page)).toBe('<p>Merhaba</p>');
  });
  it('returns a fragment as it is', () => {
    expect(fragmentOf('<div><h2>Başlık</h2></div>')).toBe('<div><h2>Başlık</h2></div>');
  });
  it('copes with a body that is never closed', () => {
    expect(fragmentOf('<body><p>a</p>')).toBe('<p>a</p>');
  });
});

describe('ajaxContentHtml: sanitized ajax content', () => {
  it('keeps headings, text, lists, links and images', () => {
    const html = '<div class="card"><h2>Proje</h2><p>Metin <a href="/iletisim" title="Yaz">bize yazın</a></p><ul><li>Bir</li></ul><img src="/a.jpg" alt="A"></div>';
    expect(ajaxContentHtml(html)).toBe(html);
  });

  it('removes scripts with their content, event handlers and javascript: URLs', () => {
    const out = ajaxContentHtml(
      '<p onclick="steal()">Metin</p><script>window.hacked = true</script>' +
        '<img src="x.jpg" onerror="steal()"><a href="javascript:steal()">tıkla</a><a href=" JaVaScRiPt:steal()">iki</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    );
    expect(out).toBe('<p>Metin</p><img src="x.jpg"><a>tıkla</a><a>iki</a>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript|iframe|style/i);
  });

  it('removes svg and forms that could carry script', () => {
    expect(ajaxContentHtml('<p>a</p><svg onload="x()"><script>x()</script></svg><form action="javascript:x()"><button formaction="javascript:x()">b</button></form>')).toBe('<p>a</p>b');
  });

  it('is null when nothing visible is left', () => {
    expect(ajaxContentHtml('')).toBeNull();
    expect(ajaxContentHtml('<script>only()</script>   ')).toBeNull();
    expect(ajaxContentHtml('<html><body>  </body></html>')).toBeNull();
  });

  it('counts an image alone as content', () => {
    expect(ajaxContentHtml('<img src="/a.jpg" alt="">')).toBe('<img src="/a.jpg" alt="">');
  });
});
