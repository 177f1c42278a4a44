import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SETTINGS } from '../../page-settings.ts';
import { followStep, FRAME_MS, helperCentre, helperLook, helperSize, mouseHelperEnabled, MOUSE_HELPER_OFFSET_PX } from './mouse-helper.ts';

const on = { ...DEFAULT_PAGE_SETTINGS, mouse_helper: true };
const desktop = { viewportWidth: 1280, finePointer: true, reducedMotion: false };

describe('mouse helper (SPEC §3 page settings, §9)', () => {
  it('is off by default, with delay 10 and its breakpoint at 1025 px', () => {
    expect(DEFAULT_PAGE_SETTINGS.mouse_helper).toBe(false);
    expect(DEFAULT_PAGE_SETTINGS.mouse_helper_delay).toBe(10);
    expect(DEFAULT_PAGE_SETTINGS.mobile_breakpoints.mouse_helper).toBe(1025);
    expect(mouseHelperEnabled(DEFAULT_PAGE_SETTINGS, desktop)).toBe(false);
  });

  it('shows only when switched on, from the mouse-helper breakpoint up, with a fine pointer and motion allowed', () => {
    expect(mouseHelperEnabled(on, desktop)).toBe(true);
    expect(mouseHelperEnabled(on, { ...desktop, viewportWidth: 1025 })).toBe(true);
    expect(mouseHelperEnabled(on, { ...desktop, viewportWidth: 1024 })).toBe(false);
    expect(mouseHelperEnabled(on, { ...desktop, finePointer: false })).toBe(false);
    expect(mouseHelperEnabled(on, { ...desktop, reducedMotion: true })).toBe(false);
    expect(mouseHelperEnabled({ ...on, mobile_breakpoints: { ...on.mobile_breakpoints, mouse_helper: 1400 } }, desktop)).toBe(false);
  });

  it('shows the anchor message over links, and over the slider only when allowed there', () => {
    const plain = { overLink: false, overSlider: false };
    expect(helperLook(on, null)).toEqual({ mode: 'hidden', label: '' });
    expect(helperLook(on, plain)).toEqual({ mode: 'idle', label: '' });
    expect(helperLook(on, { ...plain, overLink: true })).toEqual({ mode: 'anchor', label: 'Görüntüle' });
    expect(helperLook({ ...on, msg_mouse_helper_anchor: 'Aç' }, { ...plain, overLink: true }).label).toBe('Aç');
    expect(helperLook(on, { ...plain, overSlider: true }).mode).toBe('hidden');
    expect(helperLook(on, { overLink: true, overSlider: true }).mode).toBe('hidden');
    const onSlider = { ...on, mouse_helper_on_swiper_slider: true };
    expect(helperLook(onSlider, { ...plain, overSlider: true }).mode).toBe('slider');
    expect(helperLook(onSlider, { overLink: true, overSlider: true }).mode).toBe('anchor');
  });

  it('trails the cursor by 1/delay of the distance per frame, frame-rate independent, and arrives', () => {
    const from = { x: 0, y: 0 };
    const to = { x: 100, y: 50 };
    expect(followStep(from, to, 10, FRAME_MS)).toEqual({ x: 10, y: 5 });
    const twice = followStep(followStep(from, to, 10, FRAME_MS), to, 10, FRAME_MS);
    const once = followStep(from, to, 10, 2 * FRAME_MS);
    expect(once.x).toBeCloseTo(twice.x, 9);
    expect(followStep(from, to, 1, FRAME_MS)).toBe(to);
    expect(followStep(from, to, 0, FRAME_MS)).toBe(to);
    let p = from;
    for (let i = 0; i < 200; i += 1) p = followStep(p, to, 10, FRAME_MS);
    expect(p).toBe(to);
  });

  it('sits on the cursor when centred, else off its tip by the offset', () => {
    expect(helperCentre({ x: 10, y: 20 }, true, 60)).toEqual({ x: 10, y: 20 });
    expect(MOUSE_HELPER_OFFSET_PX).toBe(20);
    expect(helperCentre({ x: 10, y: 20 }, false, 60)).toEqual({ x: 60, y: 70 });
    // It grows to hold the message: the offset follows the size it grows to, keeping the cursor's tip clear.
    expect([helperSize('idle'), helperSize('anchor'), helperSize('slider')]).toEqual([36, 84, 84]);
    expect(helperCentre({ x: 0, y: 0 }, false, helperSize('anchor'))).toEqual({ x: 62, y: 62 });
  });
});
