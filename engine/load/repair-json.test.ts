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
