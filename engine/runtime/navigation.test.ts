import { describe, expect, it } from 'vitest';
import { parseRequest, resolveRequest, stepDirection } from './navigation.ts';
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

describe('parseRequest: every form a request comes in, read once into what it asks for', () => {
  it('reads indexes, keys, edges, random and steps; anything else is invalid, named by its text', () => {
    expect(parseRequest(2)).toEqual({ kind: 'index', index: 2 });
    expect(parseRequest(' 3 ')).toEqual({ kind: 'index', index: 3 });
    expect(parseRequest('#s2')).toEqual({ kind: 'key', key: 's2' });
    expect(parseRequest('first')).toEqual({ kind: 'edge', edge: 'first' });
    expect(parseRequest('last')).toEqual({ kind: 'edge', edge: 'last' });
    expect(parseRequest('random')).toEqual({ kind: 'random' });
    expect(parseRequest('+2')).toEqual({ kind: 'step', steps: 2 });
    expect(parseRequest('-1')).toEqual({ kind: 'step', steps: -1 });
    expect(parseRequest(-1)).toEqual({ kind: 'invalid', text: '-1' });
    expect(parseRequest(1.5)).toEqual({ kind: 'invalid', text: '1.5' });
    expect(parseRequest('next please')).toEqual({ kind: 'invalid', text: 'next please' });
  });

  it('a step says which way it travels; a jump leaves it to the indexes', () => {
    expect([parseRequest('+1'), parseRequest('-3'), parseRequest('#a'), parseRequest(0)].map(stepDirection)).toEqual([1, -1, undefined, undefined]);
  });

  it('resolves a parsed request as it resolves the text', () => {
    const { slides } = testModule(4);
    for (const request of ['+1', '-1', '#s3', 'last', 2, 'nope'] as const) expect(resolveRequest(parseRequest(request), slides, 1, () => 0)).toBe(resolveRequest(request, slides, 1, () => 0));
  });
});
