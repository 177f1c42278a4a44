import { describe, it, expect } from 'vitest';
import { hasMarkup, isSafeUrl, plainHtml, stripHtml } from './html-text.ts';
import { sanitizeHtml } from './sanitize.ts';

/** No executable markup may survive, whatever the input. */
function expectInert(out: string): void {
  expect(out).not.toMatch(/<\s*(script|style|iframe|object|embed|svg)/i);
  expect(out).not.toMatch(/\son[a-z]+\s*=/i);
  expect(out).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data:text)/i);
}

describe('sanitizeHtml: keeps what authors write', () => {
  it('keeps allowed tags, attributes and text', () => {
    expect(sanitizeHtml('<b>Location</b><br />Space Center')).toBe('<b>Location</b><br>Space Center');
    expect(sanitizeHtml('Register Now<i class="fa-chevron-right"></i>')).toBe('Register Now<i class="fa-chevron-right"></i>');
    expect(sanitizeHtml('<span style="color:red" data-x="1" aria-label="a">x</span>')).toBe(
      '<span style="color:red" data-x="1" aria-label="a">x</span>',
    );
    expect(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=2" title="t">go</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" title="t">go</a>',
    );
    expect(sanitizeHtml('<img src="a.png" alt="A" width="10">')).toBe('<img src="a.png" alt="A" width="10">');
  });

  it('text without a tag reads as the core writes it without the sanitizer (plainHtml)', () => {
    for (const text of ['', 'Space Center Houston', 'a > b && c', 'Çok &amp; güzel &#8217; &nbsp;', '"quoted" \'single\'', '>>>', 'x\ty', '5 > 3 = true']) {
      expect(hasMarkup(text)).toBe(false);
      expect(plainHtml(text), text).toBe(sanitizeHtml(text));
    }
    expect(hasMarkup('a <b')).toBe(true);
  });

  it('treats </br> as <br> like browsers do (real exports use it)', () => {
    expect(sanitizeHtml('Happy </br>Participants')).toBe('Happy <br>Participants');
  });

  it('lowercases uppercase tags and attributes', () => {
    expect(sanitizeHtml('<B CLASS="x">y</B>')).toBe('<b class="x">y</b>');
  });

  it('keeps entities in text and escapes stray < and >', () => {
    expect(sanitizeHtml('a < b > c &amp; d')).toBe('a &lt; b &gt; c &amp; d');
    expect(sanitizeHtml('1 <3 you')).toBe('1 &lt;3 you');
  });

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<font color="red">hi</font><custom-el>x</custom-el>')).toBe('hix');
  });

  it('closes unclosed tags and drops unmatched end tags', () => {
    expect(sanitizeHtml('<b><i>x')).toBe('<b><i>x</i></b>');
    expect(sanitizeHtml('x</b></p>')).toBe('x');
    expect(sanitizeHtml('<b><i>x</b>y')).toBe('<b><i>x</i></b>y');
  });

  it('adds noopener to target=_blank links', () => {
    expect(sanitizeHtml('<a href="/x" target="_blank">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener">x</a>');
  });

  it('quotes unquoted attribute values', () => {
    expect(sanitizeHtml('<span class=big title=hello>x</span>')).toBe('<span class="big" title="hello">x</span>');
  });
});

describe('sanitizeHtml: removes what attacks look like', () => {
  it('drops <script>, <style>, <iframe>, <object>, <embed> with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeHtml('a<SCRIPT type="x">alert(1)</SCRIPT >b')).toBe('ab');
    expect(sanitizeHtml('<style>body{display:none}</style>t')).toBe('t');
    expect(sanitizeHtml('<iframe src="//evil"></iframe>t')).toBe('t');
    expect(sanitizeHtml('<object data="x.swf">fallback</object>t')).toBe('t');
    expect(sanitizeHtml('<embed src="x.swf">t')).toBe('t');
    expect(sanitizeHtml('a<script>never closed')).toBe('a');
  });

  it('drops event handlers: <img src=x onerror=…>', () => {
    const out = sanitizeHtml('<img src=x onerror=alert(1)>');
    expect(out).toBe('<img src="x">');
    expectInert(sanitizeHtml('<b onclick="alert(1)" ONMOUSEOVER=alert(2)>x</b>'));
  });

  it('drops javascript: URLs hidden with entities, whitespace and case', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&#9;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
      ' \njavascript:alert(1)',
      'javascript&colon;alert(1)',
      'java\0script:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
  });

  it('allows data:image only in src', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA">');
    expect(sanitizeHtml('<a href="data:image/png;base64,AAAA">x</a>')).toBe('<a>x</a>');
    expect(isSafeUrl('data:image/gif;base64,R0lG', 'src')).toBe(true);
    expect(isSafeUrl('mailto:a@b.c', 'href')).toBe(true);
    expect(isSafeUrl('/relative/path', 'href')).toBe(true);
  });

  it('survives <scr<script>ipt> and nested tricks', () => {
    const out = sanitizeHtml('<scr<script>ipt>alert(1)</script>');
    expectInert(out);
    expect(out).not.toContain('<script');
    expectInert(sanitizeHtml('<<script>script>alert(1)<</script>/script>'));
    expectInert(sanitizeHtml('<svg/onload=alert(1)>'));
    expectInert(sanitizeHtml('<img """><script>alert(1)</script>">'));
  });

  it('escapes quote breakouts in attribute values', () => {
    const out = sanitizeHtml(`<span title='a" onclick="alert(1)'>x</span>`);
    // The handler stays inside the (escaped) title value: one attribute, no onclick.
    expect(out).toBe('<span title="a&quot; onclick=&quot;alert(1)">x</span>');
  });

  it('treats a tag that never closes as text', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)')).toBe('&lt;img src=x onerror=alert(1)');
    expect(sanitizeHtml('<a href="x>y')).toBe('&lt;a href="x&gt;y');
  });

  it('drops comments, doctype and processing instructions', () => {
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html><?xml x?>c')).toBe('abc');
  });

  it('drops dangerous inline styles', () => {
    expect(sanitizeHtml('<span style="width:expression(alert(1))">x</span>')).toBe('<span>x</span>');
    expect(sanitizeHtml('<span style="background:url(&#106;avascript:alert(1))">x</span>')).toBe('<span>x</span>');
  });
});

describe('stripHtml', () => {
  it('keeps text only and decodes entities', () => {
    expect(stripHtml('<b>Save</b> the &amp; date<script>x</script>')).toBe('Save the & date');
  });
});
