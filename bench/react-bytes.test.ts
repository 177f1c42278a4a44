import { describe, expect, it } from 'vitest';
import { areaOf, decodeVlq, splitBySource, splitReact } from './react-bytes.ts';

describe('React bytes from a source map', () => {
  it('decodes Base64 VLQ fields', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('GCAA')).toEqual([3, 1, 0, 0]);
    expect(decodeVlq('GDAA')).toEqual([3, -1, 0, 0]);
    expect(decodeVlq('gB')).toEqual([16]);
  });

  it('keeps what is not React, column by column and across lines', () => {
    const map = { sources: ['src/a.ts', '../node_modules/react/cjs/react.production.js'], mappings: 'AAAA,GCAA,GDAA;ACAA' };
    // Line 1: a.ts, react, a.ts; line 2: react (the source index carries over lines, the column does not).
    expect(splitReact('aaaBBBccc\nddd', map)).toEqual({ other: 'aaaccc\n', reactBytes: 6 });
  });

  it('leaves a file without React sources whole', () => {
    expect(splitReact('x = 1;', { sources: ['src/a.ts'], mappings: 'AAAA' })).toEqual({ other: 'x = 1;', reactBytes: 0 });
  });
});

describe('bytes by area of the code', () => {
  it('names areas: engine folders, our top folders, npm packages, React, glue', () => {
    expect(areaOf('../../engine/runtime/create-slider.ts')).toBe('engine/runtime');
    expect(areaOf('../react-ui/Strata.tsx')).toBe('react-ui');
    expect(areaOf('../../node_modules/gsap/gsap-core.js')).toBe('npm: gsap');
    expect(areaOf('../node_modules/@pixi/colord/index.mjs')).toBe('npm: @pixi/colord');
    expect(areaOf('../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
    expect(areaOf('vite.config.ts')).toBe('(root)');
    expect(areaOf(null)).toBe('(bundler glue)');
  });

  it('splits generated text by the area of each segment, unmapped text to the glue', () => {
    const map = { sources: ['../engine/model/a.ts', '../react-ui/b.tsx'], mappings: 'CAAA,GCAA;ADAA' };
    const parts = splitBySource('xaaabbb\nccc', map, areaOf);
    expect(parts.get('engine/model')).toBe('aaaccc');
    expect(parts.get('react-ui')).toBe('bbb');
    expect(parts.get('(bundler glue)')).toBe('x\n\n');
    expect([...parts.values()].join('').length).toBe('xaaabbb\nccc\n'.length);
  });
});
