import { describe, expect, it } from 'vitest';
import { fallbackUrlOf, readFallbackUrl } from './normalize-fallback.ts';
import { normalizeModule } from './normalize.ts';

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

  it('a value that is not text is a ModuleError naming the path', () => {
    expect(() => normalizeModule({ settings: { general: { fallbackURL: 5 } }, slides: {} })).toThrow(/module\.settings\.general\.fallbackURL/);
  });

  it('the model carries it; fallbackUrlOf reads it from JSON the normalizer refuses', () => {
    const json = { settings: { alias: 'f', general: { fallbackURL: 'assets/still.png' } }, slides: {} };
    expect(normalizeModule(json).general.fallbackUrl).toBe('assets/still.png');
    expect(normalizeModule({ settings: {}, slides: {} }).general.fallbackUrl).toBeNull();
    expect(fallbackUrlOf({ ...json, slides: 5 })).toBe('assets/still.png');
    expect(fallbackUrlOf({ settings: { general: { fallbackURL: 5 } } })).toBeNull();
    expect(fallbackUrlOf('nonsense')).toBeNull();
  });
});
