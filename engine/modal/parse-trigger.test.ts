import { describe, expect, it } from 'vitest';
import { ModalTriggerError, parseModalTrigger } from './parse-trigger.ts';

describe('parseModalTrigger', () => {
  it('defaults every field for an empty string', () => {
    expect(parseModalTrigger('')).toEqual({
      delay: null,
      scrollOffset: null,
      scrollElement: null,
      event: null,
      hash: false,
      cookieDays: null,
      speed: 1000,
      bg: 'rgba(0,0,0,0.5)',
      pageScroll: false,
      h: 'center',
      v: 'middle',
      explicit: [],
      unknown: [],
    });
  });

  it('reads every key', () => {
    const t = parseModalTrigger('t:2000;so:600;s:#kampanya;e:popup_x;ha:t;co:7;sp:300;bg:#112233;pS:true;h:right;v:bottom');
    expect(t).toMatchObject({
      delay: 2000,
      scrollOffset: 600,
      scrollElement: '#kampanya',
      event: 'popup_x',
      hash: true,
      cookieDays: 7,
      speed: 300,
      bg: '#112233',
      pageScroll: true,
      h: 'right',
      v: 'bottom',
    });
    expect(t.explicit).toEqual(['t', 'so', 's', 'e', 'ha', 'co', 'sp', 'bg', 'pS', 'h', 'v']);
  });

  it('tolerates spaces, empty parts, a trailing ; and values containing :', () => {
    const t = parseModalTrigger(' t : 1500 ;; bg: rgba(10, 20, 30, 0.8) ; s:a[href="http://x"] ;');
    expect(t.delay).toBe(1500);
    expect(t.bg).toBe('rgba(10, 20, 30, 0.8)');
    expect(t.scrollElement).toBe('a[href="http://x"]');
    expect(t.explicit).toEqual(['t', 'bg', 's']);
  });

  it('accepts SR7 units and spellings: ms/px suffixes, ps for pS, booleans as t/f/1/0, middle/center', () => {
    const t = parseModalTrigger('t:2000ms;so:600px;ps:1;ha:false;h:middle;v:center;co:0.5');
    expect(t).toMatchObject({ delay: 2000, scrollOffset: 600, pageScroll: true, hash: false, h: 'center', v: 'middle', cookieDays: 0.5 });
    expect(parseModalTrigger('pS:f;ha:1').pageScroll).toBe(false);
    expect(parseModalTrigger('bg:transparent').bg).toBe('transparent');
  });

  it('co is in days; co:0 means no cookie', () => {
    expect(parseModalTrigger('co:30').cookieDays).toBe(30);
    expect(parseModalTrigger('co:0').cookieDays).toBeNull();
  });

  it('ignores a key with an empty value and lists unknown keys', () => {
    const t = parseModalTrigger('t:;foo:1;usage:modal');
    expect(t.delay).toBeNull();
    expect(t.explicit).toEqual([]);
    expect(t.unknown).toEqual(['foo', 'usage']);
  });

  it.each([
    ['t:soon', 't'],
    ['so:-5', 'so'],
    ['co:forever', 'co'],
    ['sp:fast', 'sp'],
    ['h:up', 'h'],
    ['v:left', 'v'],
    ['pS:maybe', 'pS'],
    ['ha:sometimes', 'ha'],
    ['bg:url(x.png)', 'bg'],
    ['bg:red}', 'bg'],
    ['e:two words', 'e'],
  ])('%s → ModalTriggerError naming %s', (input, key) => {
    const run = () => parseModalTrigger(input);
    expect(run).toThrow(ModalTriggerError);
    try {
      run();
    } catch (error) {
      expect((error as ModalTriggerError).key).toBe(key);
      expect((error as Error).message).toContain(`"${key}"`);
    }
  });

  it('a non-string input is a clear error', () => {
    expect(() => parseModalTrigger(42 as unknown as string)).toThrow(/trigger string/);
  });
});
