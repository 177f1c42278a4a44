import { describe, expect, it } from 'vitest';
import { resolveRequest } from './navigation.ts';
import { testModule } from './test-module.ts';

describe('resolveRequest', () => {
  const slides = testModule(5, { hidden: [3] }).slides;
  const fixed = () => 0.99;

  it('moves relatively and wraps, skipping slides hidden from navigation', () => {
    expect(resolveRequest('+1', slides, 0, fixed)).toBe(1);
    expect(resolveRequest('+1', slides, 1, fixed)).toBe(3); // slide 3 (index 2) is hidden
    expect(resolveRequest('+1', slides, 4, fixed)).toBe(0);
    expect(resolveRequest('-1', slides, 0, fixed)).toBe(4);
    expect(resolveRequest('+2', slides, 3, fixed)).toBe(0);
    expect(resolveRequest('-1', slides, 3, fixed)).toBe(1);
  });

  it('steps off a hidden current slide to its navigable neighbours', () => {
    expect(resolveRequest('+1', slides, 2, fixed)).toBe(3);
    expect(resolveRequest('-1', slides, 2, fixed)).toBe(1);
  });

  it('addresses any slide by #key or index, hidden ones included', () => {
    expect(resolveRequest('#s3', slides, 0, fixed)).toBe(2);
    expect(resolveRequest(2, slides, 0, fixed)).toBe(2);
    expect(resolveRequest('4', slides, 0, fixed)).toBe(4);
    expect(resolveRequest('#nope', slides, 0, fixed)).toBeNull();
    expect(resolveRequest(9, slides, 0, fixed)).toBeNull();
    expect(resolveRequest('sideways', slides, 0, fixed)).toBeNull();
  });

  it('resolves first, last and random among navigable slides, never the current one for random', () => {
    expect(resolveRequest('first', slides, 3, fixed)).toBe(0);
    expect(resolveRequest('last', slides, 0, fixed)).toBe(4);
    const seen = new Set<number | null>();
    for (let r = 0; r < 1; r += 0.05) seen.add(resolveRequest('random', slides, 0, () => r));
    expect([...seen].sort()).toEqual([1, 3, 4]);
  });
});
