import { describe, expect, it } from 'vitest';
import { SPIKE_TYPES } from '../model/normalize-layer-look.ts';
import type { SpikeType } from '../model/types-layer.ts';
import { spikeClipPath } from './spike.ts';

const edge = (type: SpikeType, depth = 10) => ({ type, depth });

describe('spikeClipPath (SR7 layer spike)', () => {
  it('up the left edge and down the right: middle 10% on the left, two teeth 20% deep on the right', () => {
    expect(spikeClipPath({ left: edge('middle', 10), right: edge('two', 20) })).toBe(
      'polygon(10% 100%,0% 50%,10% 0%,80% 0%,100% 25%,80% 50%,100% 75%,80% 100%)',
    );
  });

  it('none on both sides is the plain box', () => {
    expect(spikeClipPath({ left: edge('none'), right: edge('none') })).toBe('polygon(0% 100%,0% 0%,100% 0%,100% 100%)');
  });

  it('top and bottom lean the edge; three, four and five alternate from the outer edge', () => {
    expect(spikeClipPath({ left: edge('top', 15), right: edge('bottom', 5) })).toBe('polygon(15% 100%,0% 0%,95% 0%,100% 100%)');
    expect(spikeClipPath({ left: edge('three'), right: edge('none') })).toBe('polygon(0% 100%,10% 75%,0% 50%,10% 25%,0% 0%,100% 0%,100% 100%)');
    const four = spikeClipPath({ left: edge('four'), right: edge('none') });
    expect(four).toBe('polygon(0% 100%,10% 87.5%,0% 75%,10% 62.5%,0% 50%,10% 37.5%,0% 25%,10% 12.5%,0% 0%,100% 0%,100% 100%)');
    const five = spikeClipPath({ left: edge('none'), right: edge('five', 10) });
    expect(five).toBe('polygon(0% 100%,0% 0%,100% 0%,90% 10%,100% 20%,90% 30%,100% 40%,90% 50%,100% 60%,90% 70%,100% 80%,90% 90%,100% 100%)');
  });

  it('every style starts at the bottom and ends at the top of its edge', () => {
    for (const type of SPIKE_TYPES) {
      const points = spikeClipPath({ left: edge(type), right: edge('none') }).slice('polygon('.length, -1).split(',');
      const leftPoints = points.slice(0, -2);
      expect(leftPoints[0]!.endsWith(' 100%'), type).toBe(true);
      expect(leftPoints.at(-1)!.endsWith(' 0%'), type).toBe(true);
    }
  });
});
