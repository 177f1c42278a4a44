import { describe, expect, it } from 'vitest';
import { fieldsFromEntries } from './newsletter-client.ts';

describe('fieldsFromEntries', () => {
  it('turns name/value pairs into one object, repeated names into lists', () => {
    const data = new FormData();
    data.append('EMAIL', 'ada@example.com');
    data.append('TOPICS', 'a');
    data.append('TOPICS', 'b');
    data.append('TOPICS', 'c');
    data.append('_mc4wp_honeypot', '');
    expect(fieldsFromEntries(data.entries())).toEqual({ EMAIL: 'ada@example.com', TOPICS: ['a', 'b', 'c'], _mc4wp_honeypot: '' });
  });

  it('leaves files out', () => {
    const data = new FormData();
    data.append('F', new Blob(['x']), 'x.txt');
    expect(fieldsFromEntries(data.entries())).toEqual({});
  });
});
