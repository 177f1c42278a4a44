import { describe, it, expect } from 'vitest';
import { normalizeModule } from './index.ts';
import { withSettings } from './test-diagnostics.ts';

/** The nav of a module with these nav settings, which must be read without a diagnostic. */
const navOf = (nav: Record<string, unknown>) => {
  const model = normalizeModule(withSettings({ nav }));
  expect(model.diagnostics).toEqual([]);
  return model.nav;
};

describe('navigation settings', () => {
  it('reads arrows: skin, css placeholders from cst then def, placement ladders', () => {
    const nav = navOf({
      arrows: {
        set: true, key: 'hermes', on: false, s: '500', anim: 'zoomin', show: [true, true, false],
        css: '.hermes{color:##arrow-color##;width:##size##px;height:##missing##px;background:##bg##;border:##line##}',
        // SR7 takes a custom value only where its `-def` flag is true (`navCSS`); a value the skin has no default for is used as it is.
        def: { 'arrow-color': { data: '#fff' }, size: { data: '40' }, bg: { data: 'transparent' } },
        cst: { size: '60', 'size-def': true, 'arrow-color': '#000', 'arrow-color-def': false, bg: 'rgba(0,0,0,0.45)', 'bg-def': false, line: '1px' },
        dOut: ['#a', 1000],
        l: { h: ['#a', 'left'], v: 'middle', x: ['#a', '20'], y: 0, a: 'grid' },
        r: { x: 30 },
      },
    });
    expect(nav.arrows).toMatchObject({ enabled: true, skin: 'hermes', alwaysOn: false, animMs: 500, anim: 'zoomin' });
    expect(nav.arrows.css).toBe('.hermes{color:#fff;width:60px;height:px;background:transparent;border:1px}');
    expect(nav.arrows.show).toEqual([true, true, false, false, false]);
    expect(nav.arrows.hideDelay).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(nav.arrows.left).toEqual({
      h: ['left', 'left', 'left', 'left', 'left'], v: ['center', 'center', 'center', 'center', 'center'],
      x: [20, 20, 20, 20, 20], y: [0, 0, 0, 0, 0], align: 'grid',
    });
    expect(nav.arrows.right.h[0]).toBe('right');
    expect(nav.arrows.right.x[0]).toBe(30);
    expect(nav.arrows.right.align).toBe('slider');
  });

  it('reads bullets: direction ladder, gap, placement', () => {
    const nav = navOf({ bullets: { set: 'true', d: ['#a', 'vertical'], g: '15', h: 'right', v: ['#a', 'center'], x: 20, y: '0' } });
    expect(nav.bullets.enabled).toBe(true);
    expect(nav.bullets.direction).toEqual(['vertical', 'vertical', 'vertical', 'vertical', 'vertical']);
    expect(nav.bullets.gap).toBe(15);
    expect(nav.bullets.placement).toMatchObject({ x: [20, 20, 20, 20, 20], y: [0, 0, 0, 0, 0] });
    expect(nav.bullets.placement.h[0]).toBe('right');
    expect(nav.bullets.placement.v[0]).toBe('center');
  });

  it('reads keyboard, wheel, swipe and delay', () => {
    const nav = navOf({ k: { use: 'vertical' }, m: { use: 'carousel', cd: '1000', r: 'reverse' }, s: { use: true, desk: 'on', d: 'vertical', t: '2' }, nd: 500 });
    expect(nav.keyboard.use).toBe('vertical');
    expect(nav.wheel).toEqual({ use: true, cooldown: 1000, direction: 'reverse' });
    expect(nav.swipe).toEqual({ use: true, desktop: true, direction: 'vertical', touches: 2, blockVertical: false });
    expect(navOf({ s: { use: true, bV: 'true' } }).swipe.blockVertical).toBe(true);
    expect(nav.delay).toBe(500);
    expect(navOf({ m: { use: 'off' } }).wheel.use).toBe(false);
    expect(navOf({ k: { use: true } }).keyboard.use).toBe('horizontal');
  });
});
