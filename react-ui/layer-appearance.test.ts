import { describe, expect, it } from 'vitest';
import { normalizeModule, type LayerModel } from '../engine/index.ts';
import { accessibilityAttributes, appearanceClasses } from './layer-appearance.ts';

function layer(raw: Record<string, unknown>): LayerModel {
  return normalizeModule({ settings: { alias: 't' }, slides: { a: { slide: { order: 1 }, layers: { 1: { id: 1, ...raw } } } } }).slides[0]!.layers[0]!;
}

describe('accessibilityAttributes', () => {
  const withAcc = layer({ type: 'image', acc: { label: 'Logo', hidden: false, role: 'img', live: 'polite' } });

  it('renders aria-label, role and aria-live when the module has accessibility on', () => {
    expect(accessibilityAttributes(withAcc, true)).toEqual({ 'aria-label': 'Logo', role: 'img', 'aria-live': 'polite' });
    expect(accessibilityAttributes(layer({ acc: { hidden: true } }), true)).toEqual({ 'aria-hidden': 'true' });
  });

  it('renders nothing when accessibility is off (SPEC §5) or the layer has no acc', () => {
    expect(accessibilityAttributes(withAcc, false)).toEqual({});
    expect(accessibilityAttributes(layer({}), true)).toEqual({});
  });
});

describe('appearanceClasses', () => {
  it('marks svg layers whose fill or stroke SR7 overrides', () => {
    expect(appearanceClasses(layer({ type: 'svg', svg: { c: '#fff' } }))).toEqual(['strata-svg-fill']);
    expect(appearanceClasses(layer({ type: 'svg', svg: { stroke: { c: '#000', w: 1 } } }))).toEqual(['strata-svg-stroke']);
    expect(appearanceClasses(layer({ type: 'svg' }))).toEqual([]);
  });
});
