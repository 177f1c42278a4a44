import { describe, expect, it } from 'vitest';
import { passes } from '../test-utils.ts';
import { isEmail, isNumber, isTel, isTime, isUrl } from './format.ts';

describe('email (classic is_email)', () => {
  it.each(['ab@b.co', 'a.b+c@example.com', "o'neil@mail.example.org", 'x_y@sub-d.example.com', "!#$%&'*+/=?^_`{|}~.-@ex.am"])(
    'accepts %s', (v) => expect(isEmail(v)).toBe(true));
  it.each([
    ['a@b.c', 'shorter than 6'],
    ['@example.com', '@ at index 0'],
    ['example.com', 'no @'],
    ['a@b@example.com', 'two @'],
    ['a b@example.com', 'space in local part'],
    ['ab@example..com', '.. in domain'],
    ['ab@.example.com', 'domain starts with .'],
    ['ab@example.com.', 'domain ends with .'],
    ['abcd@localhost', 'one label'],
    ['ab@-example.com', 'label starts with -'],
    ['ab@example-.com', 'label ends with -'],
    ['ab@exa_mple.com', 'bad label char'],
    ['info@grå.org', 'IDN (CF7 copy rejects)'],
  ])('rejects %s (%s)', (v) => expect(isEmail(v)).toBe(false));
  it('trims before checking and checks every value', () => {
    expect(passes({ rule: 'email' }, '  ab@example.com  ')).toBe(true);
    expect(passes({ rule: 'email' }, ['ab@example.com', 'nope'])).toBe(false);
  });
  it('passes on an empty field', () => expect(passes({ rule: 'email' }, '   ')).toBe(true));
});

describe('url (SPEC §5: wp_allowed_protocols)', () => {
  it.each(['http://example.com', 'https://example.com/a?b=c#d', 'ftp://files.example.com/x', 'mailto:a@example.com', 'tel:+905551234567', 'HTTPS://EXAMPLE.COM'])(
    'accepts %s', (v) => expect(isUrl(v)).toBe(true));
  it.each(['example.com', 'www.example.com/path', 'http://', 'javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'not a url'])(
    'rejects %s', (v) => expect(isUrl(v)).toBe(false));
  it('runs through validate', () => {
    expect(passes({ rule: 'url' }, ' https://example.com ')).toBe(true);
    expect(passes({ rule: 'url' }, 'example.com')).toBe(false);
  });
});

describe('tel (CF7 ≥6.0.6)', () => {
  it.each(['+90 (555) 123-45-67', '0555 123 45 67', '555.1234', '123456', '+12345', '0090 555 123 4567', '555-1234 #12', '555-1234*99', '123/456'])(
    'accepts %s', (v) => expect(isTel(v)).toBe(true));
  it.each([
    ['12345', 'too short'],
    ['1234567890123456', 'too long (16)'],
    ['+1234', '+ plus 4 digits is 5 chars'],
    ['555-CALL-NOW', 'letters'],
    ['12+3456', '+ not leading'],
    ['#123456', 'everything is extension'],
  ])('rejects %s (%s)', (v) => expect(isTel(v)).toBe(false));
  it('00 and + runs collapse into a single +', () => {
    expect(isTel('00123456789012345')).toBe(false); // +123456789012345 → 16 chars
    expect(isTel('0012345678901234')).toBe(true); // +12345678901234 → 15 chars
    expect(isTel('++00012345')).toBe(true);
  });
  it('runs through validate', () => expect(passes({ rule: 'tel' }, ['+90 555 123 45 67', 'abc'])).toBe(false));
});

describe('number (HTML valid float)', () => {
  it.each(['0', '-12', '3.5', '.5', '-.5', '1e3', '1E-3', '-2.5e+10'])('accepts %s', (v) => expect(isNumber(v)).toBe(true));
  it.each(['+1', '1.', '1,5', '1e', 'e3', '--1', 'abc', '0x10', 'Infinity'])('rejects %s', (v) => expect(isNumber(v)).toBe(false));
  it('runs through validate', () => {
    expect(passes({ rule: 'number' }, ' 42 ')).toBe(true);
    expect(passes({ rule: 'number' }, '4 2')).toBe(false);
  });
});

describe('date', () => {
  it('accepts real YYYY-MM-DD dates, including leap days and 5-digit years', () => {
    for (const v of ['2024-02-29', '2000-02-29', '1999-12-31', '12024-01-01']) expect(passes({ rule: 'date' }, v)).toBe(true);
  });
  it('rejects other formats and impossible months/days', () => {
    for (const v of ['2024-1-01', '24-01-01', '2024/01/01', '01-01-2024', '2024-13-01', '2024-00-10', '2024-01-00', '2024-01-32', '2023-02-29', '1900-02-29', 'today']) {
      expect(passes({ rule: 'date' }, v)).toBe(false);
    }
  });
});

describe('time', () => {
  it.each(['00:00', '23:59', '09:05:59', '12:00:00'])('accepts %s', (v) => expect(isTime(v)).toBe(true));
  it.each(['24:00', '9:05', '12:60', '12:00:60', '12', '12:00:00:00', '12h00'])('rejects %s', (v) => expect(isTime(v)).toBe(false));
  it('runs through validate', () => expect(passes({ rule: 'time' }, ['10:00', '25:00'])).toBe(false));
});
