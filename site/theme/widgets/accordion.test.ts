import { describe, expect, it } from 'vitest';
import { toggleOpenPanels } from './accordion.ts';

describe('toggleOpenPanels', () => {
  it('opens one at a time by default', () => {
    expect(toggleOpenPanels([], 'a', false)).toEqual(['a']);
    expect(toggleOpenPanels(['a'], 'b', false)).toEqual(['b']);
    expect(toggleOpenPanels(['b'], 'b', false)).toEqual([]);
  });

  it('keeps the others open when several may be', () => {
    expect(toggleOpenPanels(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleOpenPanels(['a', 'b'], 'a', true)).toEqual(['b']);
  });
});
