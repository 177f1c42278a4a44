import { describe, expect, it } from 'vitest';
import { clickCloses, galleryKeyStep, type CloseRules } from './interaction.ts';
import type { Skeleton } from './skeleton.ts';

/** Just enough of an element for the close rules: a class list, a parent chain, containment. */
class FakeEl {
  parent: FakeEl | null = null;
  isConnected = true;
  constructor(private readonly classes: string[] = []) {}
  get classList() {
    return { contains: (c: string) => this.classes.includes(c) };
  }
  in(parent: FakeEl): this {
    this.parent = parent;
    return this;
  }
  contains(other: FakeEl): boolean {
    for (let el: FakeEl | null = other; el; el = el.parent) if (el === this) return true;
    return false;
  }
  closest(selector: string): FakeEl | null {
    const cls = selector.replace(/^\./, '');
    for (let el: FakeEl | null = this; el; el = el.parent) if (el.classes.includes(cls)) return el;
    return null;
  }
}

const container = new FakeEl(['mfp-container']);
const preloader = new FakeEl(['mfp-preloader']).in(container);
const item = new FakeEl(['mfp-figure']).in(container);
const title = new FakeEl(['mfp-title']).in(item);
const close = new FakeEl(['mfp-close']).in(item);
const arrow = new FakeEl(['mfp-arrow', 'mfp-prevent-close']).in(container);
const skeleton = { preloader } as unknown as Skeleton;
const DEFAULTS: CloseRules = { closeOnBgClick: true, closeOnContentClick: false, modal: false };
const closes = (target: FakeEl, rules: Partial<CloseRules> = {}, root: FakeEl | null = item) =>
  clickCloses(target as unknown as Element, skeleton, root as unknown as Element, { ...DEFAULTS, ...rules });

describe('clickCloses (Magnific _checkIfClose)', () => {
  it('closes on the background, the × and the status text', () => {
    expect(closes(container)).toBe(true);
    expect(closes(close)).toBe(true);
    expect(closes(preloader)).toBe(true);
  });
  it('does not close on the content unless closeOnContentClick', () => {
    expect(closes(title)).toBe(false);
    expect(closes(title, { closeOnContentClick: true })).toBe(true);
  });
  it('does not close on the background when closeOnBgClick is off', () => {
    expect(closes(container, { closeOnBgClick: false })).toBe(false);
  });
  it('never closes inside .mfp-prevent-close', () => {
    expect(closes(arrow)).toBe(false);
    expect(closes(arrow, { closeOnContentClick: true })).toBe(false);
  });
  it('ignores a target its own handler removed from the page', () => {
    const gone = new FakeEl().in(container);
    gone.isConnected = false;
    expect(closes(gone)).toBe(false);
  });
  it('closes an empty popup on any click', () => {
    expect(closes(container, { closeOnBgClick: false }, null)).toBe(true);
  });
  it('a modal popup is only closed by code', () => {
    expect(closes(container, { modal: true })).toBe(false);
    expect(closes(close, { modal: true })).toBe(false);
    expect(closes(preloader, { modal: true })).toBe(false);
  });
});

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({ key: k, keyCode: 0, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, target: null, ...extra }) as unknown as KeyboardEvent;

describe('galleryKeyStep', () => {
  it('maps Left/Right to prev/next', () => {
    expect(galleryKeyStep(key('ArrowLeft'), false)).toBe('prev');
    expect(galleryKeyStep(key('ArrowRight'), false)).toBe('next');
    expect(galleryKeyStep(key('', { keyCode: 39 }), false)).toBe('next');
  });
  it('swaps them in right-to-left pages', () => {
    expect(galleryKeyStep(key('ArrowLeft'), true)).toBe('next');
    expect(galleryKeyStep(key('ArrowRight'), true)).toBe('prev');
  });
  it('leaves browser shortcuts and other keys alone', () => {
    expect(galleryKeyStep(key('ArrowLeft', { altKey: true }), false)).toBeNull();
    expect(galleryKeyStep(key('ArrowRight', { metaKey: true }), false)).toBeNull();
    expect(galleryKeyStep(key('ArrowUp'), false)).toBeNull();
  });
  it('leaves the arrows to a field being typed in', () => {
    const input = { closest: (s: string) => (s.includes('input') ? {} : null) };
    expect(galleryKeyStep(key('ArrowLeft', { target: input as unknown as EventTarget }), false)).toBeNull();
  });
});
