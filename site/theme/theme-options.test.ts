import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_OPTIONS, readThemeOptions } from './theme-options.ts';

describe('readThemeOptions', () => {
  it('defaults to the always-sticky header without an admin bar', () => {
    expect(readThemeOptions('')).toEqual(DEFAULT_THEME_OPTIONS);
    expect(DEFAULT_THEME_OPTIONS).toEqual({ stickyVariant: 'always', adminBar: false });
  });

  it('reads both variants and the admin bar flag', () => {
    expect(readThemeOptions('?header=hide-on-scroll&adminbar=1')).toEqual({ stickyVariant: 'hide-on-scroll', adminBar: true });
    expect(readThemeOptions('?header=always&adminbar')).toEqual({ stickyVariant: 'always', adminBar: true });
    expect(readThemeOptions('?adminbar=0').adminBar).toBe(false);
  });

  it('names a bad value and keeps the default', () => {
    const warn = vi.fn();
    expect(readThemeOptions('?header=sideways&adminbar=yes', warn)).toEqual(DEFAULT_THEME_OPTIONS);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('?header="sideways"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('?adminbar="yes"'));
  });
});
