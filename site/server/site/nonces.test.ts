import { describe, expect, it } from 'vitest';
import { createNonces, NONCE_ACTIONS, nonceTick } from './nonces.ts';

const SECRET = 'a'.repeat(64);
const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/** A clock the test moves. */
function clock(start: number) {
  let t = start;
  return { now: () => t, set: (ms: number) => (t = ms) };
}

describe('nonceTick', () => {
  it('is ceil(seconds / 43200), so a tick ends exactly on the half day', () => {
    expect(nonceTick(HALF_DAY_MS * 10)).toBe(10);
    expect(nonceTick(HALF_DAY_MS * 10 + 1000)).toBe(11);
    expect(nonceTick(HALF_DAY_MS * 11)).toBe(11);
  });
});

describe('createNonces', () => {
  const visitor = 'v:0123456789abcdef0123456789abcdef';

  it('makes 10 hex digits that verify as 1 in the same tick', () => {
    const c = clock(HALF_DAY_MS * 100 + 5000);
    const nonces = createNonces(SECRET, c.now);
    const n = nonces.create(NONCE_ACTIONS.like, visitor);
    expect(n).toMatch(/^[0-9a-f]{10}$/);
    expect(nonces.verify(n, NONCE_ACTIONS.like, visitor)).toBe(1);
  });

  it('verifies as 2 in the next tick and fails in the one after (tick boundaries)', () => {
    const c = clock(HALF_DAY_MS * 100); // the last millisecond of tick 100
    const nonces = createNonces(SECRET, c.now);
    const n = nonces.create(NONCE_ACTIONS.rest, visitor);
    c.set(HALF_DAY_MS * 100 + 1000); // tick 101
    expect(nonces.verify(n, NONCE_ACTIONS.rest, visitor)).toBe(2);
    c.set(HALF_DAY_MS * 101); // still 101
    expect(nonces.verify(n, NONCE_ACTIONS.rest, visitor)).toBe(2);
    c.set(HALF_DAY_MS * 101 + 1000); // tick 102: too old
    expect(nonces.verify(n, NONCE_ACTIONS.rest, visitor)).toBe(false);
  });

  it('is bound to the action, the visitor and the secret', () => {
    const c = clock(HALF_DAY_MS * 50 + 1);
    const nonces = createNonces(SECRET, c.now);
    const n = nonces.create(NONCE_ACTIONS.cartSignal, visitor);
    expect(nonces.verify(n, NONCE_ACTIONS.like, visitor)).toBe(false);
    expect(nonces.verify(n, NONCE_ACTIONS.cartSignal, 'v:ffffffffffffffffffffffffffffffff')).toBe(false);
    expect(nonces.verify(n, NONCE_ACTIONS.cartSignal, 'ip:127.0.0.1')).toBe(false);
    expect(createNonces('b'.repeat(64), c.now).verify(n, NONCE_ACTIONS.cartSignal, visitor)).toBe(false);
  });

  it('rejects anything that is not a nonce without throwing', () => {
    const nonces = createNonces(SECRET);
    for (const bad of [undefined, null, 12345, '', 'zzzzzzzzzz', '0123456789a', ['abc'], { n: 1 }]) {
      expect(nonces.verify(bad, NONCE_ACTIONS.like, visitor)).toBe(false);
    }
  });

  it('refuses a short secret', () => {
    expect(() => createNonces('short')).toThrow(/at least 32/);
  });
});
