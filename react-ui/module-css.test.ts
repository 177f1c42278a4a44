import { describe, expect, it } from 'vitest';
import { normalizeModule } from '../engine/index.ts';
import { moduleCss } from './module-css.ts';

const scope = '[data-strata-module="m"]';
const withCss = (css: unknown, id = 7) => normalizeModule({ id, settings: { codes: { css, js: 'alert(1)' } }, slides: { 1: { slide: { order: 1 }, layers: {} } } });

describe("the module's classes and custom CSS", () => {
  it('keeps the class names the author gave the module (settings.class) that are plain class names', () => {
    const model = normalizeModule({ settings: { class: ' rs-respect-topbar  my-hero x"><script' }, slides: { 1: { slide: { order: 1 }, layers: {} } } });
    expect(model.classNames).toEqual(['rs-respect-topbar', 'my-hero']);
    expect(normalizeModule({ slides: { 1: { slide: { order: 1 }, layers: {} } } }).classNames).toEqual([]);
  });

  it('is scoped to the module; selectors naming the module by its SR7 id mean its root', () => {
    const model = withCss('.tp-gradientstyle { background: linear-gradient(to bottom, #0000 50%, #000d 99%) !important; }\n#SR7_7_2 .gyges .sr7-tab-content { margin-top: -10px!important; }\n#SR7_7_1 { outline: 1px solid red }\n#SR7_77_1 .x { color: red }');
    const css = moduleCss(model, scope);
    expect(css).toContain(`${scope} .tp-gradientstyle{ background: linear-gradient(to bottom, #0000 50%, #000d 99%) !important; }`);
    expect(css).toContain(`${scope} .gyges .sr7-tab-content{`);
    expect(css).toContain(`${scope}{ outline: 1px solid red }`);
    // Another module's id is left as written (it matches nothing inside this one).
    expect(css).toContain(`${scope} #SR7_77_1 .x{`);
  });

  it('is sanitized like skin CSS and cannot close its style element; a non-string is reported and dropped', () => {
    const css = moduleCss(withCss('@import url(https://evil.example/x.css); .a { background: url(javascript:alert(1)); color: red } .b::after { content: "</style><script>" }'), scope);
    expect(css).not.toContain('@import');
    expect(css).not.toContain('javascript');
    expect(css).not.toContain('</style');
    expect(css).toContain('color: red');
    const odd = withCss({ nope: 1 });
    expect(odd.customCss).toBe('');
    expect(moduleCss(odd, scope)).toBe('');
  });
});
