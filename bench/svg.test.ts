import { describe, expect, it } from 'vitest';
import { barChart, dotChart, esc, niceStep, tickDigits } from './svg.ts';

describe('report charts (inline SVG)', () => {
  it('steps ticks by 1, 2, 2.5 and 5 × 10^k, with the decimals they need', () => {
    expect(niceStep(10)).toBe(2);
    expect(niceStep(1064)).toBe(250);
    expect(niceStep(2.3)).toBe(0.5);
    expect(niceStep(0)).toBe(1);
    expect([tickDigits(0.25), tickDigits(0.5), tickDigits(2.5), tickDigits(50)]).toEqual([2, 1, 1, 0]);
  });

  it('escapes text', () => {
    expect(esc(`a<b & "c" 'd'`)).toBe('a&lt;b &amp; &quot;c&quot; &#39;d&#39;');
  });

  it('draws a labelled, described bar per value, a dash for a missing one, and guides', () => {
    const svg = barChart({
      title: 'Main thread <per frame>',
      description: 'desc',
      unit: 'ms',
      series: [{ name: 'ours', color: '#111' }, { name: 'floor', color: '#999' }],
      rows: [{ label: 'fade', values: [2.5, 1.25] }, { label: 'cube', values: [Number.NaN, 1] }],
      guides: [{ value: 1, label: '1× floor' }],
      digits: 2,
    });
    expect(svg).toMatch(/^<svg class="chart" role="img" aria-labelledby="(c\d+)t \1d"/);
    expect(svg).toContain('<title id="');
    expect(svg).toContain('Main thread &lt;per frame&gt;');
    expect(svg.match(/<rect x=/g)).toHaveLength(3); // three finite values, no bar for NaN
    expect(svg).toContain('>2.50<');
    expect(svg).toContain('>—<');
    expect(svg).toContain('1× floor');
    expect(svg).not.toContain('NaN');
  });

  it('stacks series into one bar with their sum', () => {
    const svg = barChart({ title: 't', description: 'd', unit: 'kB', series: [{ name: 'a', color: '#111' }, { name: 'b', color: '#999' }], rows: [{ label: 'hero', values: [136.6, 146.7] }], stacked: true });
    expect(svg).toContain('136.6 + 146.7 = 283.3');
  });

  it('puts a dot per sample and the median', () => {
    const svg = dotChart({ title: 't', description: 'd', unit: 'ms', rows: [{ label: 'hero', values: [900, 1100, Number.NaN], median: 1000 }] });
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg).toContain('median 1000');
  });
});
