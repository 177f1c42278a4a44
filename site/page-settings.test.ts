import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SETTINGS, mergePageSettings } from './page-settings.ts';

describe('mergePageSettings', () => {
  it('keeps what the server printed and fills the rest from the defaults', () => {
    const warnings: string[] = [];
    const s = mergePageSettings({ ajax_url: '/x/admin-ajax.php', like_nonce: 'abc123', post_id: 12, mobile_breakpoints: { full_height: 900 } }, (m) => warnings.push(m));
    expect(s.ajax_url).toBe('/x/admin-ajax.php');
    expect(s.like_nonce).toBe('abc123');
    expect(s.post_id).toBe(12);
    expect(s.mobile_breakpoints).toEqual({ fixed_rows: 768, fixed_columns: 768, stack_sections: 768, full_height: 900, mouse_helper: 1025 });
    expect(s.mouse_helper_delay).toBe(10);
    expect(warnings).toEqual([]);
  });

  it('names a wrongly typed value and keeps the default in its place', () => {
    const warnings: string[] = [];
    const s = mergePageSettings({ post_id: '4740', mouse_helper: 'yes', mobile_breakpoints: { mouse_helper: -3 } }, (m) => warnings.push(m));
    expect(s.post_id).toBe(4740);
    expect(s.mouse_helper).toBe(false);
    expect(s.mobile_breakpoints.mouse_helper).toBe(1025);
    expect(warnings).toHaveLength(3);
    expect(warnings.some((w) => w.includes('"post_id" should be a number'))).toBe(true);
    expect(warnings.some((w) => w.includes('"mouse_helper" should be a boolean'))).toBe(true);
    expect(warnings.some((w) => w.includes('"mobile_breakpoints.mouse_helper" should be a width'))).toBe(true);
  });

  it('reads the post fields id, title, excerpt and featuredImage, naming a wrongly typed one', () => {
    // SPEC §3 "Page config post fields".
    const warnings: string[] = [];
    const post = { id: 4740, title: 'Hizmetlerimiz', excerpt: 'Özet', featuredImage: '/fixtures/site/gallery/galata-geometrisi.jpg' };
    expect(mergePageSettings({ post }, (m) => warnings.push(m)).post).toEqual(post);
    expect(mergePageSettings({ post: { title: 'Yalnız başlık' } }).post).toEqual({ ...DEFAULT_PAGE_SETTINGS.post, title: 'Yalnız başlık' });
    const bad = mergePageSettings({ post: { id: '12', title: 5, featuredImage: null } }, (m) => warnings.push(m)).post;
    expect(bad).toEqual(DEFAULT_PAGE_SETTINGS.post);
    expect(mergePageSettings({ post: 'x' }, (m) => warnings.push(m)).post).toEqual(DEFAULT_PAGE_SETTINGS.post);
    expect(warnings).toEqual([
      'Page settings: "post.id" should be a positive integer, got "12"',
      'Page settings: "post.title" should be a string, got 5',
      'Page settings: "post.featuredImage" should be a string, got null',
      'Page settings: "post" should be an object; using the defaults',
    ]);
  });

  it('answers the defaults for something that is not an object, saying so', () => {
    const warnings: string[] = [];
    expect(mergePageSettings([1, 2], (m) => warnings.push(m))).toBe(DEFAULT_PAGE_SETTINGS);
    expect(mergePageSettings(undefined, (m) => warnings.push(m))).toBe(DEFAULT_PAGE_SETTINGS);
    expect(warnings).toEqual(['Page settings: expected a JSON object; using the defaults']);
  });

  it('ignores keys it does not know (a newer server) rather than failing', () => {
    const s = mergePageSettings({ future_flag: true }) as unknown as Record<string, unknown>;
    expect(s['future_flag']).toBeUndefined();
  });

  it('has SPEC §9 defaults: services page 4740, breakpoints 768/1025, mouse helper off with delay 10', () => {
    expect(DEFAULT_PAGE_SETTINGS.post_id).toBe(4740);
    expect(DEFAULT_PAGE_SETTINGS.mobile_breakpoints.stack_sections).toBe(768);
    expect(DEFAULT_PAGE_SETTINGS.mobile_breakpoints.mouse_helper).toBe(1025);
    expect(DEFAULT_PAGE_SETTINGS.mouse_helper).toBe(false);
  });
});
