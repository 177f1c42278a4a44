import { describe, expect, it } from 'vitest';
import { errorIdFor, formatUnitTag, parseUnitTag } from './unit-tag.ts';

describe('unit tags', () => {
  it('formats wpcf7-f{form}-p{post}-o{n}, leaving -p out outside a post', () => {
    expect(formatUnitTag({ formId: 4811, postId: 4740, ordinal: 1 })).toBe('wpcf7-f4811-p4740-o1');
    expect(formatUnitTag({ formId: 4811, postId: null, ordinal: 2 })).toBe('wpcf7-f4811-o2');
  });

  it('refuses to format parts that are not positive integers', () => {
    expect(() => formatUnitTag({ formId: 0, postId: null, ordinal: 1 })).toThrow('formId must be an integer from 1 to 999999999, got 0');
    expect(() => formatUnitTag({ formId: 1, postId: 1.5, ordinal: 1 })).toThrow('postId');
  });

  it('parses well-formed tags and nothing else', () => {
    expect(parseUnitTag('wpcf7-f4811-p4740-o1')).toEqual({ formId: 4811, postId: 4740, ordinal: 1 });
    expect(parseUnitTag('wpcf7-f4811-o3')).toEqual({ formId: 4811, postId: null, ordinal: 3 });
    for (const bad of [undefined, 42, '', 'wpcf7-f4811', 'wpcf7-f0-o1', 'wpcf7-f4811-p-o1', 'wpcf7-f4811-o1 ', 'wpcf7-f4811-o1<x>', 'wpcf7-f1234567890-o1']) {
      expect(parseUnitTag(bad), String(bad)).toBeNull();
    }
  });

  it('error ids are <unitTag>-ve-<field>, without characters an id selector would need escaped', () => {
    expect(errorIdFor('wpcf7-f4811-p4740-o1', 'your-name')).toBe('wpcf7-f4811-p4740-o1-ve-your-name');
    expect(errorIdFor('wpcf7-f1-o1', 'a:b')).toBe('wpcf7-f1-o1-ve-ab');
  });
});
