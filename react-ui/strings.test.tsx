import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EN_STRINGS, StringsContext, stringsFor, TR_STRINGS, useStrataStrings, type StrataStrings } from './strings.ts';

function Probe(): string {
  const strings = useStrataStrings();
  return [strings.previous, strings.goTo(2), strings.status(2, 5, 'Yaz')].join(' | ');
}

describe('interface strings (issue 17: English by default, Turkish as a locale)', () => {
  it('a component outside any provider speaks English', () => {
    expect(renderToStaticMarkup(<Probe />)).toBe('Previous slide | Go to slide 2 | Slide 2 of 5: Yaz');
  });

  it('picks a shipped locale; an unknown or missing one is English', () => {
    expect(stringsFor('tr')).toBe(TR_STRINGS);
    expect(stringsFor('en')).toBe(EN_STRINGS);
    expect(stringsFor('de')).toBe(EN_STRINGS);
    expect(stringsFor(undefined)).toBe(EN_STRINGS);
    // Not a prototype key by accident.
    expect(stringsFor('toString')).toBe(EN_STRINGS);
  });

  it('single overrides go over the locale, the rest stays', () => {
    const de = { previous: 'Zurück', goTo: (n: number) => `Gehe zu Folie ${n}` };
    const html = renderToStaticMarkup(
      <StringsContext.Provider value={{ locale: 'en', strings: de }}>
        <Probe />
      </StringsContext.Provider>,
    );
    expect(html).toBe('Zurück | Gehe zu Folie 2 | Slide 2 of 5: Yaz');
    // A locale chosen for the module, without overrides.
    expect(renderToStaticMarkup(<StringsContext.Provider value={{ locale: 'tr' }}><Probe /></StringsContext.Provider>)).toBe('Önceki slayt | Slayta git 2 | Slayt 2 / 5: Yaz');
  });

  it('every locale names every string, and no two locales share a sentence they should translate', () => {
    const keys = Object.keys(EN_STRINGS).sort();
    expect(Object.keys(TR_STRINGS).sort()).toEqual(keys);
    const sample = (s: StrataStrings) => keys.map((k) => { const v = s[k as keyof StrataStrings]; return typeof v === 'function' ? (v as (...a: unknown[]) => string)(3, 5, 'x') : v; });
    const en = sample(EN_STRINGS);
    sample(TR_STRINGS).forEach((tr, i) => expect(tr, keys[i]).not.toBe(en[i]));
  });
});
