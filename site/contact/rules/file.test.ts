import { describe, expect, it } from 'vitest';
import { file, passes } from '../test-utils.ts';
import { acceptedExtensions } from './file.ts';
import { extensionsForMime } from './mime-types.ts';

describe('file (type by name)', () => {
  const r = { rule: 'file', accept: ['.pdf', 'image/*', 'audio/mpeg'] };
  it('accepts listed extensions case-insensitively', () => {
    expect(passes(r, file('cv.pdf'))).toBe(true);
    expect(passes(r, file('CV.PDF'))).toBe(true);
  });
  it('accepts extensions mapped from a wildcard or exact MIME type', () => {
    expect(passes(r, file('photo.JPEG'))).toBe(true);
    expect(passes(r, file('photo.webp'))).toBe(true);
    expect(passes(r, file('song.m4a'))).toBe(true);
  });
  it('rejects other names even when the declared type looks fine (names only)', () => {
    expect(passes(r, file('evil.exe', 10, 'application/pdf'))).toBe(false);
    expect(passes(r, file('pdf'))).toBe(false);
    expect(passes(r, file('song.wav'))).toBe(false);
  });
  it('checks every file', () => expect(passes(r, [file('a.pdf'), file('b.docx')])).toBe(false));
  it('passes with no file, or only a 0-byte one', () => {
    expect(passes(r, undefined)).toBe(true);
    expect(passes(r, file('x.exe', 0))).toBe(true);
  });
  it('normalises accept entries', () => {
    expect(acceptedExtensions({ rule: 'file', field: 'f', error: '', accept: ['PDF', '.Txt', 'video/mp4'] }))
      .toEqual(['.pdf', '.txt', '.mp4', '.m4v']);
    expect(extensionsForMime('image/jpeg')).toEqual(['jpg', 'jpeg', 'jpe']);
    expect(extensionsForMime('font/*')).toEqual([]);
  });
});

describe('minfilesize / maxfilesize', () => {
  it('sums the bytes of all files, inclusively', () => {
    expect(passes({ rule: 'maxfilesize', threshold: '100' }, [file('a', 60), file('b', 40)])).toBe(true);
    expect(passes({ rule: 'maxfilesize', threshold: '100' }, [file('a', 60), file('b', 41)])).toBe(false);
    expect(passes({ rule: 'minfilesize', threshold: 100 }, file('a', 100))).toBe(true);
    expect(passes({ rule: 'minfilesize', threshold: '100' }, file('a', 99))).toBe(false);
  });
  it('pass with no files (6.2)', () => {
    expect(passes({ rule: 'minfilesize', threshold: '100' }, undefined)).toBe(true);
    expect(passes({ rule: 'maxfilesize', threshold: '1' }, 'text only')).toBe(true);
  });
});
