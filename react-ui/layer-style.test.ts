import { describe, expect, it } from 'vitest';
import { normalizeModule, type LayerModel } from '../engine/index.ts';
import { layerStyles, rowStacks } from './layer-style.ts';

function layers(raw: Record<string, unknown>): LayerModel[] {
  return normalizeModule({ settings: { alias: 't' }, slides: { a: { slide: { order: 1 }, layers: raw } } }).slides[0]!.layers as LayerModel[];
}
const byId = (list: LayerModel[], id: string) => list.find((layer) => layer.id === id)!;

describe('layerStyles', () => {
  const list = layers({
    1: { id: 1, type: 'text', pos: { x: ['10px', '10px', '10px', '10px', '10px'], y: [-20, -20, -20, -20, -20], h: 'right', v: 'middle' }, size: { w: ['300px', '300px', '300px', '300px', '300px'] }, font: { size: ['40px', '40px', '40px', '40px', '40px'] }, lh: ['50px', '50px', '50px', '50px', '50px'], p: { l: [20, 20, 20, 20, 20] } },
    2: { id: 2, type: 'container', subtype: 'zone', pos: { v: ['bottom', 'bottom', 'bottom', 'bottom', 'bottom'] } },
    3: { id: 3, type: 'container', subtype: 'row', pid: 2, break: 3, m: { l: [60, 60, 60, 40, 25] } },
    4: { id: 4, type: 'container', subtype: 'column', pid: 3, size: { col: '1/4' } },
    5: { id: 5, type: 'text', pid: 4, fluid: { tx: true, sp: true }, p: { l: [40, 40, 40, 40, 40] }, m: { b: [20, 20, 20, 20, 20] } },
  });

  it('anchors absolute layers from their h/v edges, scaling px by the responsive scale', () => {
    const { outer, content } = layerStyles(byId(list, '1'), 1, 0.5);
    expect(outer).toMatchObject({ position: 'absolute', right: '5px', top: 'calc(50% + -10px)', translate: '0 -50%', width: '150px' });
    // Text follows the scale (fluid.tx defaults on); spacing does not unless fluid.sp (SR7 default).
    expect(content).toMatchObject({ fontSize: '20px', lineHeight: '25px', paddingLeft: '20px' });
  });

  it('puts zones across the slide at their v edge and turns row margins into inner spacing', () => {
    expect(layerStyles(byId(list, '2'), 1, 1).outer).toMatchObject({ position: 'absolute', left: 0, right: 0, bottom: 0 });
    expect(layerStyles(byId(list, '3'), 1, 1).content).toMatchObject({ display: 'flex', paddingLeft: '60px' });
  });

  it('sizes columns by their fraction and stacks them from the row break level on', () => {
    const row = byId(list, '3');
    expect(layerStyles(byId(list, '4'), 1, 1, row).outer).toMatchObject({ flex: '0 0 25%', display: 'flex' });
    expect(rowStacks(row, 2)).toBe(false);
    expect(rowStacks(row, 3)).toBe(true);
    expect(layerStyles(byId(list, '4'), 3, 1, row).outer).toMatchObject({ display: 'block', width: '100%' });
    expect(layerStyles(row, 3, 1).content).toMatchObject({ display: 'block' });
  });

  it('flows relative layers with margins outside and scales spacing when fluid.sp is set', () => {
    const { outer, content } = layerStyles(byId(list, '5'), 1, 0.5);
    expect(outer).toMatchObject({ position: 'relative', marginBottom: '10px' });
    expect(content).toMatchObject({ paddingLeft: '20px' });
  });
});
