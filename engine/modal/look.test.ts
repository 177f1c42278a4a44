import { describe, expect, it } from 'vitest';
import { explicitLook, isPopUp, moduleModalSettings, resolveLook } from './look.ts';
import { parseModalTrigger } from './parse-trigger.ts';

describe('modal look', () => {
  it('trigger keys win over the settings reply, which wins over settings.modal, then defaults', () => {
    const modal = { sp: 800, bg: { type: 'solid', orig: '#000', string: 'rgba(0, 0, 0, 0.9)' }, h: 'left', v: 'top' };
    const reply = { success: true, sp: '300', pS: 'true' };
    expect(resolveLook(explicitLook(parseModalTrigger('t:1;h:right')), reply, modal)).toEqual({
      speed: 300,
      bg: 'rgba(0, 0, 0, 0.9)',
      pageScroll: true,
      h: 'right',
      v: 'top',
    });
    expect(resolveLook({}, null, {})).toEqual({ speed: 1000, bg: 'rgba(0,0,0,0.5)', pageScroll: false, h: 'center', v: 'middle' });
  });

  it('cover:false means a transparent underlay; unsafe or malformed values fall back', () => {
    expect(resolveLook({}, null, { cover: false, bg: '#fff' }).bg).toBe('transparent');
    expect(resolveLook({}, null, { bg: 'red;position:fixed', sp: -5, v: 'center' })).toMatchObject({ bg: 'rgba(0,0,0,0.5)', speed: 1000, h: 'center', v: 'middle' });
  });

  it('placement: absent inherits center / middle; an unknown value takes SPEC §3\'s default, left / bottom', () => {
    expect(resolveLook({}, null, { h: 'up', v: 'sideways' })).toMatchObject({ h: 'left', v: 'bottom' });
    expect(resolveLook({}, null, { h: '', v: null })).toMatchObject({ h: 'center', v: 'middle' });
    expect(resolveLook({}, null, { h: 'right', v: 'top' })).toMatchObject({ h: 'right', v: 'top' });
  });

  it('pop-up flag: settings.modal.pop or the reply’s pop', () => {
    expect(isPopUp(null, moduleModalSettings({ settings: { modal: { pop: true } } }))).toBe(true);
    expect(isPopUp({ pop: 'true' }, {})).toBe(true);
    expect(isPopUp(null, moduleModalSettings({ settings: {} }))).toBe(false);
    expect(isPopUp(null, moduleModalSettings(null))).toBe(false);
  });
});
