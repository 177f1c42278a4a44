import { describe, expect, it } from 'vitest';
import { createDocumentCookies, modalCookieName } from './cookie.ts';
import { isPlacedOnPage } from './placement.ts';

describe('modal cookie', () => {
  it('is named <alias>_modal_one_time and written for co days on path /', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'a=1; modal-promo_modal_one_time=1; b=2';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    const jar = createDocumentCookies(doc, () => Date.UTC(2030, 0, 1));
    expect(modalCookieName('modal-promo')).toBe('modal-promo_modal_one_time');
    expect(jar.get('modal-promo_modal_one_time')).toBe('1');
    expect(jar.get('modal-newsletter_modal_one_time')).toBeNull();
    jar.set('modal-promo_modal_one_time', '1', 2);
    expect(writes).toEqual(['modal-promo_modal_one_time=1; expires=Thu, 03 Jan 2030 00:00:00 GMT; path=/; SameSite=Lax']);
  });
});

describe('isPlacedOnPage', () => {
  const el = (alias: string, inModal: boolean) => ({ getAttribute: (n: string) => (n === 'data-alias' ? alias : null), closest: () => (inModal ? {} : null) });
  it('counts a module with the alias outside a modal host only', () => {
    const root = (els: ReturnType<typeof el>[]) => ({ querySelectorAll: () => els });
    expect(isPlacedOnPage(root([el('strata-hero', false)]), 'strata-hero')).toBe(true);
    expect(isPlacedOnPage(root([el('strata-hero', true)]), 'strata-hero')).toBe(false);
    expect(isPlacedOnPage(root([el('other', false)]), 'strata-hero')).toBe(false);
  });
});
