import { describe, expect, it, vi } from 'vitest';
import { readTiltSettings, resetTransform, TILT_DEFAULTS, tiltTransform, tiltTransition, tiltValues } from './tilt.ts';

const box = { left: 100, top: 200, width: 300, height: 200 };

describe('tilt.js 1.2.1 defaults', () => {
  it('are max 20, perspective 300, speed 400 and its easing', () => {
    expect(TILT_DEFAULTS).toMatchObject({ maxTilt: 20, perspective: 300, speed: 400, scale: 1, easing: 'cubic-bezier(.03,.98,.52,.99)', reset: true, glare: false, maxGlare: 1 });
    expect(tiltTransition(TILT_DEFAULTS)).toBe('400ms cubic-bezier(.03,.98,.52,.99)');
    expect(resetTransform(TILT_DEFAULTS)).toBe('perspective(300px) rotateX(0deg) rotateY(0deg)');
  });
});

describe('tiltValues and tiltTransform', () => {
  it('is flat at the centre', () => {
    const v = tiltValues({ ...box, pointerX: 250, pointerY: 300 }, 20);
    expect(v).toMatchObject({ tiltX: '0.00', tiltY: '0.00', percentageX: 50, percentageY: 50 });
    expect(tiltTransform(TILT_DEFAULTS, v)).toBe('perspective(300px) rotateX(0.00deg) rotateY(0.00deg) scale3d(1,1,1)');
  });

  it('follows ((y/h)·max − max/2) and (max/2 − (x/w)·max) with toFixed(2)', () => {
    // x/w = 10/300, y/h = 170/200 → rotateY 10 − 0.6667 = 9.33, rotateX 17 − 10 = 7.00
    const v = tiltValues({ ...box, pointerX: 110, pointerY: 370 }, 20);
    expect(v.tiltX).toBe('9.33');
    expect(v.tiltY).toBe('7.00');
    expect(tiltTransform(TILT_DEFAULTS, v)).toBe('perspective(300px) rotateX(7.00deg) rotateY(9.33deg) scale3d(1,1,1)');
  });

  it('gives the corners ±max/2 and the glare angle from the top', () => {
    const topLeft = tiltValues({ ...box, pointerX: 100, pointerY: 200 }, 20);
    expect([topLeft.tiltX, topLeft.tiltY]).toEqual(['10.00', '-10.00']);
    expect(tiltValues({ ...box, pointerX: 250, pointerY: 200 }, 20).angle).toBeCloseTo(0, 6); // straight up
    expect(tiltValues({ ...box, pointerX: 400, pointerY: 300 }, 20).angle).toBeCloseTo(90, 6); // to the right
  });

  it('honours a disabled axis, the scale and the perspective', () => {
    const v = tiltValues({ ...box, pointerX: 110, pointerY: 370 }, 20);
    expect(tiltTransform({ ...TILT_DEFAULTS, disableAxis: 'x' }, v)).toBe('perspective(300px) rotateX(0deg) rotateY(9.33deg) scale3d(1,1,1)');
    expect(tiltTransform({ ...TILT_DEFAULTS, disableAxis: 'y', scale: 1.05, perspective: 1300 }, v)).toBe(
      'perspective(1300px) rotateX(7.00deg) rotateY(0deg) scale3d(1.05,1.05,1.05)',
    );
  });
});

describe('readTiltSettings', () => {
  it('reads data-tilt-* overrides, then the options over them', () => {
    const s = readTiltSettings(
      { tiltMax: '10', tiltPerspective: '1300', tiltSpeed: '800', tiltScale: '1.1', tiltEasing: 'ease-out', tiltReset: 'false', tiltGlare: 'true', tiltMaxglare: '0.5', tiltDisableAxis: 'y' },
      { speed: 600 },
    );
    expect(s).toEqual({ maxTilt: 10, perspective: 1300, speed: 600, scale: 1.1, easing: 'ease-out', reset: false, glare: true, maxGlare: 0.5, transition: true, disableAxis: 'y' });
    expect(readTiltSettings({ tiltAxis: 'x' }).disableAxis).toBe('x');
  });

  it('names a bad attribute and keeps the default', () => {
    const warn = vi.fn();
    const s = readTiltSettings({ tiltMax: 'lots', tiltSpeed: '-5', tiltReset: 'yes', tiltDisableAxis: 'z' }, {}, warn);
    expect(s).toEqual(TILT_DEFAULTS);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'Tilt: data-tilt-max="lots" should be a number; using 20',
      'Tilt: data-tilt-speed="-5" should be a non-negative number; using 400',
      'Tilt: data-tilt-reset="yes" should be true or false; using true',
      'Tilt: data-tilt-disable-axis="z" should be x or y; both axes tilt',
    ]);
  });
});
