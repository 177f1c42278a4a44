import { describe, expect, it } from 'vitest';
import { slideAriaAttributes } from './slide-accessibility.ts';

const acc = { label: 'Yaz koleksiyonu tanıtımı', role: 'region', live: 'polite' as const, roleDescription: 'tanıtım' };

describe('slideAriaAttributes (SPEC §3 slide acc, §5 only when accessibility is on)', () => {
  it('applies the slide acc label, role and live over the slide defaults when the module accessibility is on', () => {
    expect(slideAriaAttributes({ title: 'Yaz', accessibility: acc }, 1, 3, true)).toEqual({
      role: 'region',
      'aria-roledescription': 'tanıtım',
      'aria-label': 'Yaz koleksiyonu tanıtımı',
      'aria-live': 'polite',
    });
    expect(slideAriaAttributes({ title: '', accessibility: { label: '', role: '', live: 'off', roleDescription: '' } }, 0, 3, true)).toEqual({
      role: 'group',
      'aria-roledescription': 'slide',
      'aria-label': '1 / 3',
      'aria-live': 'off',
    });
  });

  it('keeps the defaults when accessibility is off or the slide has no acc, and gives a static slide none', () => {
    const defaults = { role: 'group', 'aria-roledescription': 'slide', 'aria-label': '2 / 3: Yaz' };
    expect(slideAriaAttributes({ title: 'Yaz', accessibility: acc }, 1, 3, false)).toEqual(defaults);
    expect(slideAriaAttributes({ title: 'Yaz', accessibility: null }, 1, 3, true)).toEqual(defaults);
    expect(slideAriaAttributes({ title: 'Yaz' }, 1, 3, true)).toEqual(defaults);
    expect(slideAriaAttributes({ title: 'Yaz', accessibility: null }, -1, 3, true)).toEqual({});
  });
});
