import { describe, it, expect } from 'vitest';
import { ModuleError } from './errors.ts';
import { parseBool, parseColor, parseLength, parseMinMax, parseNumber, parsePx, unwrapValue } from './units.ts';
import { parseFrameValue } from './normalize-timeline.ts';

describe('lengths', () => {
  it('parses px, bare numbers, percent and auto', () => {
    expect(parseLength('65px', 'p')).toBe(65);
    expect(parseLength('0', 'p')).toBe(0);
    expect(parseLength(12, 'p')).toBe(12);
    expect(parseLength('-264px', 'p')).toBe(-264);
    expect(parseLength('50%', 'p')).toEqual({ pct: 50 });
    expect(parseLength('auto', 'p')).toBe('auto');
    expect(parseLength('', 'p')).toBe('auto');
  });

  it('reads SR7 fractions "#1/3#" as a percentage', () => {
    expect(parseLength('#1/3#', 'p')).toEqual({ pct: 33.3333 });
    expect(parseLength('#2/3#', 'p')).toEqual({ pct: 66.6667 });
  });

  it('strips [..] and (..) wrappers and takes the midpoint of {a,b} random ranges', () => {
    expect(parseLength('[-100%]', 'p')).toEqual({ pct: -100 });
    expect(parseLength('(100%)', 'p')).toEqual({ pct: 100 });
    expect(parseLength('{-50,50}', 'p')).toBe(0);
    expect(parseLength('{10px,30px}', 'p')).toBe(20);
    expect(unwrapValue(' [(12px)] ')).toBe('12px');
  });

  it('min/max: none and empty mean no limit', () => {
    expect(parseMinMax('none', 'p')).toBeNull();
    expect(parseMinMax('', 'p')).toBeNull();
    expect(parseMinMax('0px', 'p')).toBe(0);
    expect(parseMinMax(0, 'p')).toBe(0);
  });

  it('rejects other kinds with a ModuleError naming the path', () => {
    expect(() => parseLength({ a: 1 }, 'a.b[2]')).toThrow('a.b[2]: expected a length (px, % or auto), got {"a":1}');
    expect(() => parseLength('12em', 'p')).toThrow(ModuleError);
    expect(() => parseLength(true, 'p')).toThrow(ModuleError);
    expect(() => parseLength(Number.NaN, 'p')).toThrow(ModuleError);
  });
});

describe('numbers and booleans', () => {
  it('reads numbers from strings with px/ms/deg units', () => {
    expect(parseNumber('1400', 'p')).toBe(1400);
    expect(parseNumber('-6px', 'p')).toBe(-6);
    expect(parseNumber('45deg', 'p')).toBe(45);
    expect(parseNumber(' 2.5 ', 'p')).toBe(2.5);
    expect(() => parseNumber('50%', 'p')).toThrow(ModuleError);
    expect(parseNumber('115%', 'p', { percent: true })).toBe(115);
    expect(() => parseNumber('abc', 'p')).toThrow(ModuleError);
  });

  it('parsePx treats auto/none/empty as 0', () => {
    expect(parsePx('auto', 'p')).toBe(0);
    expect(parsePx('none', 'p')).toBe(0);
    expect(parsePx('12px', 'p')).toBe(12);
  });

  it('reads booleans as SR7 writes them', () => {
    for (const v of [true, 'true', 'on', 1, '1']) expect(parseBool(v, 'p')).toBe(true);
    for (const v of [false, 'false', 'off', 0, '0', '']) expect(parseBool(v, 'p')).toBe(false);
    expect(() => parseBool('maybe', 'p')).toThrow(ModuleError);
    expect(() => parseBool({}, 'p')).toThrow(ModuleError);
  });
});

describe('colours', () => {
  it('takes the `string` of an SR7 colour object, plain strings as is', () => {
    expect(parseColor({ type: 'solid', orig: '#f2ede2', string: 'rgba(242, 237, 226, 1)' }, 'c')).toBe('rgba(242, 237, 226, 1)');
    expect(parseColor({ type: 'solid', orig: '#fff' }, 'c')).toBe('#fff');
    expect(parseColor('#ffffff', 'c')).toBe('#ffffff');
    expect(parseColor('', 'c')).toBeNull();
    expect(parseColor(undefined, 'c')).toBeNull();
  });

  it('turns gradient objects into CSS gradients', () => {
    const linear = {
      type: 'linear', angle: '90',
      colors: [{ r: 255, g: 0, b: 0, a: 1, position: 0 }, { r: 0, g: 0, b: 255, a: 0.5, position: 100 }],
    };
    expect(parseColor(linear, 'c')).toBe('linear-gradient(90deg, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 0.5) 100%)');
    expect(parseColor({ ...linear, type: 'radial' }, 'c')).toBe(
      'radial-gradient(ellipse at center, rgba(255, 0, 0, 1) 0%, rgba(0, 0, 255, 0.5) 100%)',
    );
    expect(parseColor(JSON.stringify(linear), 'c')).toMatch(/^linear-gradient\(90deg/);
  });

  it('rejects non-colours', () => {
    expect(() => parseColor(42, 'layer.color[0]')).toThrow('layer.color[0]: expected a colour');
    expect(() => parseColor({ type: 'solid' }, 'c')).toThrow(ModuleError);
  });
});

describe('frame values', () => {
  it('keeps keywords and inherit, strips wrappers', () => {
    expect(parseFrameValue('left', 'x')).toBe('left');
    expect(parseFrameValue('Inherit', 'x')).toBe('inherit');
    expect(parseFrameValue('middle', 'x')).toBe('center');
    expect(parseFrameValue('[-100%]', 'x')).toEqual({ pct: -100 });
    expect(parseFrameValue('0px', 'x')).toBe(0);
    expect(parseFrameValue('cyc(10px|20px)', 'x')).toBe(10);
    expect(() => parseFrameValue('sideways', 'x')).toThrow(ModuleError);
  });
});
