import { describe, expect, it } from 'vitest';
import { JsonRepairError, parseJsonLenient } from './repair-json.ts';

describe('parseJsonLenient', () => {
  it('parses clean JSON as is', () => {
    expect(parseJsonLenient('{"success":true,"id":3}')).toEqual({ success: true, id: 3 });
  });

  it('skips PHP notices printed before the JSON and wp_die()\'s trailing 0', () => {
    const text = '<br />\n<b>Warning</b>: Undefined array key "x" in <b>/var/www/a.php</b> on line <b>12</b><br />\n{"success":true,"slides":{"1":{"layers":[]}}}0';
    expect(parseJsonLenient(text)).toEqual({ success: true, slides: { 1: { layers: [] } } });
  });

  it('ignores brackets inside the noise and inside strings', () => {
    const text = 'Notice: array[0] {broken\n{"a":"}{][","b":[1,{"c":"]"}]}\n<!-- cached -->';
    expect(parseJsonLenient(text)).toEqual({ a: '}{][', b: [1, { c: ']' }] });
  });

  it('reads a double-encoded reply and a BOM', () => {
    expect(parseJsonLenient(JSON.stringify(JSON.stringify({ success: 1 })))).toEqual({ success: 1 });
    expect(parseJsonLenient('\uFEFF{"ok":true}')).toEqual({ ok: true });
  });

  it('escapes raw control characters inside strings and drops trailing commas', () => {
    const text = '{"text":"line one\nline\ttwo","list":[1,2,],"o":{"a":1,  \n },}';
    expect(parseJsonLenient(text)).toEqual({ text: 'line one\nline\ttwo', list: [1, 2], o: { a: 1 } });
  });

  it('keeps commas that belong to strings', () => {
    expect(parseJsonLenient('x{"a":", ]","b":[",}"],}')).toEqual({ a: ', ]', b: [',}'] });
  });

  it('throws a JsonRepairError naming what it read when nothing can be saved', () => {
    expect(() => parseJsonLenient('<html><body>502 Bad Gateway</body></html>', 'module "hero"')).toThrow(JsonRepairError);
    expect(() => parseJsonLenient('<html><body>502 Bad Gateway</body></html>', 'module "hero"')).toThrow(/module "hero": not JSON .*begins "<html><body>502 Bad Gateway/);
    expect(() => parseJsonLenient('{"a": tru')).toThrow(/could not be repaired/);
  });
});

describe('a module written as a JavaScript object literal (a theme file\'s hand-edited SR7.JSON)', () => {
  it('reads keys without quotes, single-quoted strings and comments, inside an assignment', () => {
    const text = [
      "SR7.JSON['SR7_3_1'] = {",
      '  // the hero',
      "  settings: { alias: 'hero', title: 'It\\'s \"ours\"', url: 'https://a.test/x' /* not a comment */, vis: [true, false,], },",
      '  slides: { 1: { slide: { order: 1, id: undefined }, layers: {} } },',
      '};',
    ].join('\n');
    expect(parseJsonLenient(text)).toEqual({
      settings: { alias: 'hero', title: 'It\'s "ours"', url: 'https://a.test/x', vis: [true, false] },
      slides: { 1: { slide: { order: 1, id: null }, layers: {} } },
    });
  });

  it('finds where the literal ends past brackets and quotes in its comments and single-quoted strings', () => {
    const text = [
      "SR7.JSON['SR7_3_1'] = {",
      '  // was "hero" } before',
      "  settings: { alias: 'a \"quoted\" } name' /* { old: 1 */ },",
      '  slides: { 1: { slide: {}, layers: {} } },',
      '};',
      'SR7.F.init();',
    ].join('\n');
    expect(parseJsonLenient(text)).toEqual({ settings: { alias: 'a "quoted" } name' }, slides: { 1: { slide: {}, layers: {} } } });
  });

  it('is read as the document only where it stands alone or is assigned, not from a page\'s script among the noise', () => {
    expect(() => parseJsonLenient('<html><script>var page = 1; track({id: 3});</script>502 Bad Gateway</html>', 'module')).toThrow(/not JSON/);
  });

  it('never answers with an object from inside a document it could not read', () => {
    // Before, the first inner object that parsed ({}) was returned as "the reply" of a broken literal.
    expect(() => parseJsonLenient('{settings: {alias: x y}, slides: {1: {slide: {}, layers: {}}}}', 'module')).toThrow(JsonRepairError);
  });
});

describe('a reply cut off (issue 19)', () => {
  it('is reported as such, never read as one of its inner objects', () => {
    const whole = JSON.stringify({ success: true, id: 1, settings: { alias: 'hero', size: { id: 1 } }, slides: { 1: { slide: { id: 1 }, layers: {} } } });
    for (const cut of [whole.length - 1, whole.length - 20, Math.floor(whole.length / 2), 30]) {
      expect(() => parseJsonLenient(whole.slice(0, cut), 'get_full_slider_object')).toThrow(/get_full_slider_object: the reply ends before its JSON does/);
    }
    // After a PHP notice too, and with the closing bracket of an inner list present.
    expect(() => parseJsonLenient(`<b>Notice</b>: x<br />\n{"success":true,"slides":[{"id":1}],"settings":{"alias":"h"`, 'reply')).toThrow(JsonRepairError);
  });

  it('a reply that closes still gets its repairs (a trailing comma, wp_die\'s 0)', () => {
    expect(parseJsonLenient('{"success":true,"id":1,}0')).toEqual({ success: true, id: 1 });
  });
});
