import { describe, expect, it } from 'vitest';
import { normalizeModule } from './index.ts';
import { checkSkinCss } from './nav-skin.ts';
import { fillNavTemplate, scopeSkinCss } from './skin-css.ts';
import { diagnosticAt, modelOf, moduleErrorOf, withSettings } from './test-diagnostics.ts';

const data = (over: Partial<Parameters<typeof fillNavTemplate>[1]> = {}) => ({ title: 'Başlık', description: 'Açıklama', params: [], ...over });

describe('nav skin templates', () => {
  it('fills {{title}}, {{description}}, 1-based {{paramN}} and 0-based {{paramsN}} as SR7 does; unknown placeholders vanish', () => {
    const html = '<span class="t">{{title}}</span><span>{{ description }}</span><i>{{param1}}</i><b>{{params1}}</b><s>{{params0}}</s><u>{{param10}}</u>{{thumb}}{{param0}}{{param11}}{{params10}}';
    const params = Array.from({ length: 10 }, (_, i) => ({ v: ['sıfır', 'bir'][i] ?? `p${i}` }));
    const out = fillNavTemplate(html, data({ params }));
    expect(out).toBe('<span class="t">Başlık</span><span>Açıklama</span><i>sıfır</i><b>bir</b><s>sıfır</s><u>p9</u>');
  });

  it('escapes slide text and sanitizes the template (no script, no handlers)', () => {
    const out = fillNavTemplate('<div onclick="x()">{{title}}<script>alert(1)</script><img src="javascript:alert(1)"></div>', data({ title: '<img src=x onerror=alert(1)> & "q"' }));
    expect(out).toBe('<div>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;<img></div>');
  });

  it('params come from the slide stripped of HTML and cut to their limit (default 500, at most 10)', () => {
    const params = Array.from({ length: 12 }, (_, i) => ({ v: `<b>p${i}</b> ${'x'.repeat(600)}`, l: i === 0 ? 6 : undefined }));
    const model = normalizeModule({ settings: {}, slides: { a: { slide: { id: 'a', order: 1, title: 'A', params }, layers: {} } } });
    const slide = model.slides[0]!;
    expect(slide.params).toHaveLength(10);
    const out = fillNavTemplate('{{param1}}|{{param2}}|{{param11}}', slide);
    const [first, second, eleventh] = out.split('|');
    expect(first).toBe('p0 xxx');
    expect(second).toHaveLength(500);
    expect(second!.startsWith('p1 xx')).toBe(true);
    expect(eleventh).toBe('');
  });
});

describe('nav skin css', () => {
  const scope = '[data-strata-module="m"]';

  it('prefixes every selector with the module scope, inside @media too', () => {
    const css = '.hermes.sr7-bullets {\n}\n.hermes .sr7-bullet, .hermes .x:after { width: 16px }\n@media (max-width: 600px) { .hermes .sr7-bullet { width: 8px } }';
    expect(scopeSkinCss(css, scope)).toBe(
      `${scope} .hermes.sr7-bullets{\n}\n${scope} .hermes .sr7-bullet, ${scope} .hermes .x:after{ width: 16px }\n@media (max-width: 600px){${scope} .hermes .sr7-bullet{ width: 8px }\n}\n`,
    );
  });

  it('keeps @keyframes, drops @import and dangerous declarations, and cannot close its <style>', () => {
    const css = '@import url(evil.css);\n@keyframes spin { from { opacity: 0 } to { opacity: 1 } }\n.a { color: red; background: url(javascript:alert(1)); width: expression(1) }\n.b { background: url(data:image/png;base64,AAA) } .c::after { content: "</style><script>" }';
    const out = scopeSkinCss(css, scope);
    expect(out).not.toContain('@import');
    expect(out).toContain('@keyframes spin{ from { opacity: 0 } to { opacity: 1 } }');
    expect(out).toContain(`${scope} .a{ color: red}`);
    expect(out).toContain('url(data:image/png;base64,AAA)');
    expect(out).not.toMatch(/<\/style/i);
  });

  it('a malformed skin css is a ModuleError naming its JSON path; the module drops that css and keeps the rest', () => {
    expect(moduleErrorOf(() => checkSkinCss('.a { color: red', 'p.css'))).toMatchObject({ path: 'p.css', expected: 'skin CSS with balanced braces', fatal: false });
    expect(moduleErrorOf(() => checkSkinCss('.a { color: red } /* open', 'p.css')).expected).toBe('skin CSS with closed comments');
    expect(() => checkSkinCss('.a { content: "}" }', 'p.css')).not.toThrow();
    const css = modelOf(withSettings({ nav: { tabs: { set: true, css: '.x { color: red; ', html: '<b>{{title}}</b>' } } }));
    expect(diagnosticAt(css.diagnostics, 'module.settings.nav.tabs.css')).toEqual({
      path: 'module.settings.nav.tabs.css', expected: 'skin CSS with balanced braces', found: '.x { color: red; ', used: undefined,
    });
    expect(css.nav.tabs).toMatchObject({ enabled: true, css: '', html: '<b>{{title}}</b>' });
    const html = modelOf(withSettings({ nav: { thumbs: { set: true, html: { a: 1 } } } }));
    expect(html.diagnostics).toEqual([{ path: 'module.settings.nav.thumbs.html', expected: 'a string', found: { a: 1 }, used: '' }]);
    expect(html.nav.thumbs).toMatchObject({ enabled: true, html: '' });
  });
});
