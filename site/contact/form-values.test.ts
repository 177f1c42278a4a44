import { describe, expect, it } from 'vitest';
import { readFormValues, rootName } from './form-values.ts';
import { file } from './test-utils.ts';

describe('readFormValues', () => {
  it('trims strings and drops blank strings and 0-byte files', () => {
    const v = readFormValues({ a: ['  x ', '', ' \n', 'y'], f: [file('a.pdf', 0), file('b.pdf', 3)] });
    expect(v.get('a')).toEqual(['x', 'y']);
    expect(v.get('f')).toEqual([file('b.pdf', 3)]);
    expect(v.get('missing')).toEqual([]);
  });
  it('nests a[] and a[b] under a, in submission order', () => {
    expect(rootName('a[b][]')).toBe('a');
    expect(rootName('[x]')).toBe('[x]');
    const v = readFormValues({ 'a[]': ['1', '2'], 'a[k]': '3', b: 'z' });
    expect(v.get('a')).toEqual(['1', '2', '3']);
    expect(v.names()).toEqual(['a', 'b']);
  });
  it('reads a real FormData (Node global) through entries()', () => {
    const fd = new FormData();
    fd.append('topics[]', 'x');
    fd.append('topics[]', ' y ');
    fd.append('cv', new File(['hello'], 'cv.pdf', { type: 'application/pdf' }));
    const v = readFormValues(fd);
    expect(v.get('topics')).toEqual(['x', 'y']);
    expect(v.get('cv')).toHaveLength(1);
    expect((v.get('cv')[0] as File).name).toBe('cv.pdf');
  });
  it('reads a getAll-only object through name and name[]', () => {
    const data: Record<string, string[]> = { a: [' 1 '], 'a[]': ['2'], b: [''] };
    const v = readFormValues({ getAll: (n: string) => data[n] ?? [] });
    expect(v.get('a')).toEqual(['1', '2']);
    expect(v.get('b')).toEqual([]);
    expect(v.names()).toEqual([]);
  });
  it('throws a named error for a non-object', () => {
    expect(() => readFormValues(null as never)).toThrow(/formData must be .* got null/);
    expect(() => readFormValues('a=b' as never)).toThrow(/got string/);
  });
});
