import { describe, expect, it } from 'vitest';
import { fallbackUrlOf, readFallbackUrl } from './normalize-fallback.ts';
import { normalizeModule } from './normalize.ts';
import { fatalErrorOf, moduleErrorOf, ONE_SLIDE, withSettings } from './test-diagnostics.ts';

describe('general.fallbackURL (SPEC §3 "General")', () => {
  it('keeps http(s), protocol-relative and relative addresses, trimmed; empty is none', () => {
    expect(readFallbackUrl(' https://cdn.test/hero.jpg ', 'p')).toBe('https://cdn.test/hero.jpg');
    expect(readFallbackUrl('//cdn.test/hero.jpg', 'p')).toBe('//cdn.test/hero.jpg');
    expect(readFallbackUrl('assets/hero.jpg', 'p')).toBe('assets/hero.jpg');
    expect(readFallbackUrl('', 'p')).toBeNull();
    expect(readFallbackUrl(undefined, 'p')).toBeNull();
  });

  it('drops javascript:, data: and file: addresses', () => {
    expect(readFallbackUrl('javascript:alert(1)', 'p')).toBeNull();
    expect(readFallbackUrl(' JavaScript:alert(1)', 'p')).toBeNull();
    expect(readFallbackUrl('data:image/svg+xml,<svg onload=alert(1)>', 'p')).toBeNull();
    expect(readFallbackUrl('file:///etc/passwd', 'p')).toBeNull();
  });

  it('a value that is not text is a ModuleError naming the path; the module drops it (no fallback)', () => {
    expect(moduleErrorOf(() => readFallbackUrl(5, 'p'))).toMatchObject({ path: 'p', expected: 'an image URL (text)', got: 5, fatal: false });
    const m = normalizeModule(withSettings({ general: { fallbackURL: 5 } }));
    expect(m.diagnostics).toEqual([{ path: 'module.settings.general.fallbackURL', expected: 'an image URL (text)', found: 5, used: undefined }]);
    expect(m.general.fallbackUrl).toBeNull();
  });

  it('the model carries it; fallbackUrlOf reads it from JSON the normalizer refuses', () => {
    const json = { settings: { alias: 'f', general: { fallbackURL: 'assets/still.png' } }, slides: ONE_SLIDE };
    expect(normalizeModule(json).general.fallbackUrl).toBe('assets/still.png');
    expect(normalizeModule(withSettings({})).general.fallbackUrl).toBeNull();
    expect(fatalErrorOf({ ...json, slides: 5 }).path).toBe('module.slides');
    expect(fallbackUrlOf({ ...json, slides: 5 })).toBe('assets/still.png');
    expect(fatalErrorOf({ ...json, slides: {} }).path).toBe('module.slides');
    expect(fallbackUrlOf({ ...json, slides: {} })).toBe('assets/still.png');
    expect(fallbackUrlOf({ settings: { general: { fallbackURL: 5 } } })).toBeNull();
    expect(fallbackUrlOf('nonsense')).toBeNull();
  });
});
