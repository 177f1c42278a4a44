import { describe, expect, it } from 'vitest';
import { floatingBoxPosition } from './info-box.ts';

const viewport = { viewportWidth: 1280, viewportHeight: 800, boxWidth: 240, boxHeight: 120 };

describe('floatingBoxPosition', () => {
  it('sits 20 px right of and below the cursor', () => {
    expect(floatingBoxPosition({ ...viewport, clientX: 300, clientY: 200 })).toEqual({ x: 320, y: 220 });
  });

  it('flips to the left and above near the right and bottom edges', () => {
    expect(floatingBoxPosition({ ...viewport, clientX: 1200, clientY: 200 })).toEqual({ x: 1200 - 20 - 240, y: 220 });
    expect(floatingBoxPosition({ ...viewport, clientX: 300, clientY: 750 })).toEqual({ x: 320, y: 750 - 20 - 120 });
  });

  it('never leaves the top-left corner of a tiny viewport', () => {
    expect(floatingBoxPosition({ ...viewport, viewportWidth: 200, viewportHeight: 100, clientX: 50, clientY: 40 })).toEqual({ x: 0, y: 0 });
  });
});
