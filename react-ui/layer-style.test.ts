import { describe, expect, it } from 'vitest';
import { normalizeModule, type LayerModel } from '../engine/index.ts';
import { collapsedTopMargin, layerStyles, rowStacks, staticTransformStyle } from './layer-style.ts';

function layers(raw: Record<string, unknown>): LayerModel[] {
  return normalizeModule({ settings: { alias: 't' }, slides: { a: { slide: { order: 1 }, layers: raw } } }).slides[0]!.layers as LayerModel[];
}
const byId = (list: LayerModel[], id: string) => list.find((layer) => layer.id === id)!;

describe('layerStyles', () => {
  const list = layers({
    1: { id: 1, type: 'text', fluid: { tx: true }, pos: { x: ['10px', '10px', '10px', '10px', '10px'], y: [-20, -20, -20, -20, -20], h: 'right', v: 'middle' }, size: { w: ['300px', '300px', '300px', '300px', '300px'] }, font: { size: ['40px', '40px', '40px', '40px', '40px'] }, lh: ['50px', '50px', '50px', '50px', '50px'], p: { l: [20, 20, 20, 20, 20] } },
    2: { id: 2, type: 'container', subtype: 'zone', pos: { v: ['bottom', 'bottom', 'bottom', 'bottom', 'bottom'] } },
    3: { id: 3, type: 'container', subtype: 'row', pid: 2, break: 3, m: { l: [60, 60, 60, 40, 25] } },
    4: { id: 4, type: 'container', subtype: 'column', pid: 3, size: { col: '1/1' } },
    9: { id: 9, type: 'container', subtype: 'column', pid: 3, size: { col: '1/4' } },
    10: { id: 10, type: 'text', pid: 9, m: { t: [30, 30, 30, 30, 30] } },
    5: { id: 5, type: 'text', pid: 4, order: 7, fluid: { tx: true, sp: true }, p: { l: [40, 40, 40, 40, 40] }, m: { b: [20, 20, 20, 20, 20] } },
    6: { id: 6, type: 'shape', pos: { x: [0, 0, 0, 0, 0], y: ['12px', '12px', '12px', '12px', '12px'], v: 'middle' }, size: { w: ['50px', '50px', '50px', '50px', '50px'], h: ['3px', '3px', '3px', '3px', '3px'] } },
    7: { id: 7, type: 'image', pid: 4, order: 6, fluid: { tx: true }, size: { w: ['90px', '90px', '90px', '90px', '90px'] }, m: { t: [20, 20, 20, 20, 20] } },
    8: { id: 8, type: 'container', subtype: 'group', pid: 4, order: 5, pos: { float: ['right', 'right', 'right', 'right', 'right'] } },
  });

  it('keeps a layer without any fluid object in grid px (SR7_225_1 menu lines at scale 0.62)', () => {
    const { outer } = layerStyles(byId(list, '6'), 3, 0.62);
    expect(outer).toMatchObject({ width: '50px', height: '3px', top: 'calc(50% + 12px)' });
    expect(layerStyles(byId(list, '7'), 3, 0.5).outer).toMatchObject({ width: '45px' });
  });

  it("moves a block column's first flow child's top margin onto the column (SR7 margin collapse), skipping floats", () => {
    const row = byId(list, '3');
    const children = (id: string) => list.filter((layer) => layer.parentId === id);
    expect(collapsedTopMargin(byId(list, '4'), children('4'), 1, row)).toEqual({ childId: '7', margin: 20, spacing: false });
    expect(collapsedTopMargin(row, children('4'), 1)).toBeNull();
    // A "1/4" column is a table cell in SR7: it holds its first child's margin, until the row breaks into a stack.
    expect(collapsedTopMargin(byId(list, '9'), children('9'), 1, row)).toBeNull();
    expect(collapsedTopMargin(byId(list, '9'), children('9'), 3, row)).toEqual({ childId: '10', margin: 30, spacing: false });
  });

  it('anchors absolute layers from their h/v edges; offsets follow the responsive scale only with fluid sp', () => {
    const { outer, content } = layerStyles(byId(list, '1'), 1, 0.5);
    // fluid {tx}: its box scales, its offsets do not (SR7: `sp` scales x/y).
    expect(outer).toMatchObject({ position: 'absolute', right: '10px', top: 'calc(50% + -20px)', translate: '0 -50%', width: '150px' });
    const spaced = layers({ 1: { id: 1, type: 'text', fluid: { tx: true, sp: true }, pos: { x: ['10px', '10px', '10px', '10px', '10px'], y: [40, 40, 40, 40, 40], h: 'center' } } })[0]!;
    // Centred on the middle; the -50% right margin lets an auto-width layer take the parent's whole width before wrapping.
    expect(layerStyles(spaced, 1, 0.5).outer).toMatchObject({ left: 'calc(50% + 5px)', marginRight: '-50%', translate: '-50% 0', width: 'fit-content', top: '20px' });
    // Text follows the scale (fluid.tx defaults on); spacing does not unless fluid.sp (SR7 default).
    expect(content).toMatchObject({ fontSize: '20px', lineHeight: '25px', paddingLeft: '20px' });
  });

  it('puts zones across the slide at their v edge and turns row margins into inner spacing', () => {
    expect(layerStyles(byId(list, '2'), 1, 1).outer).toMatchObject({ position: 'absolute', left: 0, right: 0, bottom: 0 });
    expect(layerStyles(byId(list, '3'), 1, 1).content).toMatchObject({ display: 'flex', paddingLeft: '60px' });
  });

  it('stacks zones above the slide\'s other layers: z-index 100 + 1 (SPEC §9)', () => {
    expect(layerStyles(byId(list, '2'), 1, 1).outer['zIndex']).toBe(101);
  });

  it('sizes columns by their fraction and stacks them from the row break level on', () => {
    const row = byId(list, '3');
    expect(layerStyles(byId(list, '9'), 1, 1, row).outer).toMatchObject({ flex: '0 0 25%', display: 'flex' });
    expect(rowStacks(row, 2)).toBe(false);
    expect(rowStacks(row, 3)).toBe(true);
    expect(layerStyles(byId(list, '9'), 3, 1, row).outer).toMatchObject({ display: 'block', width: '100%' });
    expect(layerStyles(row, 3, 1).content).toMatchObject({ display: 'block' });
  });

  it('a row with break 5 ("nobreak", the end of the largedesktop 0 … nobreak 5 scale, SPEC §9) never stacks', () => {
    const [row] = layers({ 1: { id: 1, type: 'container', subtype: 'row', break: 5 } });
    expect(row?.rowBreak).toBeNull();
    for (const level of [0, 1, 2, 3, 4] as const) expect(rowStacks(row, level)).toBe(false);
  });

  it('rounds a scaled font size and line height to whole px, as SR7 does (starnext: 12 px × 0.617 is 7 px, not 7.4)', () => {
    const [text] = layers({ 1: { id: 1, type: 'text', font: { size: ['12px', '12px', '12px', '12px', '12px'], ls: ['1px', '1px', '1px', '1px', '1px'] }, lh: ['30px', '30px', '30px', '30px', '30px'] } });
    // Letter spacing keeps its fraction: starnext's 27-letter menu entries measure 125.2 px wide at 480 px only with 0.62 px.
    expect(layerStyles(text!, 3, 0.617).content).toMatchObject({ fontSize: '7px', lineHeight: '19px', letterSpacing: '0.62px' });
    expect(layerStyles(text!, 3, 0.76).content).toMatchObject({ fontSize: '9px', lineHeight: '23px' });
  });

  it("lines an inline-block flow layer in a column up by the column's vA, whatever its own v; elsewhere by its own v", () => {
    const inline = ['inline-block', 'inline-block', 'inline-block', 'inline-block', 'inline-block'];
    const line = layers({
      1: { id: 1, type: 'container', subtype: 'column', vA: 'middle', size: { col: '1/1' } },
      2: { id: 2, type: 'text', pid: 1, display: inline },
      3: { id: 3, type: 'container', subtype: 'group', pid: 1, display: inline, pos: { v: ['bottom', 'bottom', 'bottom', 'bottom', 'bottom'] } },
      4: { id: 4, type: 'container', subtype: 'column', size: { col: '1/1' } },
      5: { id: 5, type: 'text', pid: 4, display: inline },
      // putnam's hamburger: the middle line says v middle in a top-aligned column and sits at the top of its line.
      6: { id: 6, type: 'shape', pid: 4, display: inline, pos: { v: ['middle', 'middle', 'middle', 'middle', 'middle'] } },
      7: { id: 7, type: 'container', subtype: 'row' },
      8: { id: 8, type: 'text', pid: 7, display: inline, pos: { v: ['bottom', 'bottom', 'bottom', 'bottom', 'bottom'] } },
    });
    const align = (id: string) => layerStyles(byId(line, id), 1, 1).outer['verticalAlign'];
    expect(align('2')).toBe('middle');
    expect(align('3')).toBe('middle');
    expect(align('5')).toBe('top');
    expect(align('6')).toBe('top');
    expect(align('8')).toBe('bottom');
  });

  it("gives a container's lines its own line height, scaled like a text's (the strut its inline-block children sit on)", () => {
    const list = layers({
      1: { id: 1, type: 'container', subtype: 'column', size: { col: '1/1' }, fluid: { tx: true }, lh: [25, 25, 25, 25, 25] },
      2: { id: 2, type: 'container', subtype: 'group', pid: 1, fluid: { tx: false }, lh: ['40px', '40px', '40px', '40px', '40px'] },
    });
    const column = byId(list, '1');
    const group = byId(list, '2');
    // putnam at 480 px: a 15 px icon in its column's line of 24 px (25 x 0.96), where the page's 'normal' made it 27.
    expect(layerStyles(column, 4, 0.96).content['lineHeight']).toBe('24px');
    expect(layerStyles(column, 1, 1).content['lineHeight']).toBe('25px');
    // Without fluid text the line height stays in grid px.
    expect(layerStyles(group, 4, 0.5, column).content['lineHeight']).toBe('40px');
  });

  it('paints a gradient written as the background colour, under a background image', () => {
    const gradient = { type: 'linear', angle: '65', string: 'linear-gradient(65deg,rgba(14,152,251,1) 0%,rgba(0,194,204,1) 100%)' };
    const [plain, withImage] = layers({
      1: { id: 1, type: 'text', bg: { color: gradient } },
      2: { id: 2, type: 'text', bg: { color: gradient, image: { src: 'a.png' } } },
    });
    expect(layerStyles(plain!, 1, 1).content).toMatchObject({ backgroundImage: gradient.string });
    expect(layerStyles(plain!, 1, 1).content['backgroundColor']).toBeUndefined();
    expect(layerStyles(withImage!, 1, 1).content['backgroundImage']).toBe(`url("a.png"), ${gradient.string}`);
  });

  it('flows relative layers with margins outside and scales spacing when fluid.sp is set', () => {
    const { outer, content } = layerStyles(byId(list, '5'), 1, 0.5);
    expect(outer).toMatchObject({ position: 'relative', marginBottom: '10px' });
    expect(content).toMatchObject({ paddingLeft: '20px' });
  });
});

describe('layerStyles: appearance (shadows, stroke, svg colouring)', () => {
  const list = layers({
    1: { id: 1, type: 'text', fluid: { tx: true }, bShdw: { h: [10, 10, 10, 10, 4], v: 6, blur: '20px', spread: 2, color: 'rgba(0, 0, 0, 0.5)' }, tShdw: { h: 2, v: 2, blur: 4, c: '#ff0000' }, tStr: { w: 2, c: '#00ff00' } },
    2: { id: 2, type: 'shape', bShdw: { h: 1, inset: true, c: 'transparent' } },
    3: { id: 3, type: 'svg', fluid: { tx: true }, content: { src: 'a.svg' }, svg: { c: '#ff9139', stroke: { c: '#000', w: 2, d: 3, o: 1 } } },
    4: { id: 4, type: 'text', fluid: { tx: false }, tShdw: { h: 2, v: 2, blur: 4, c: '#000' }, tStr: { w: 0, c: '#000' } },
  });

  it('scales box shadows like borders and text shadows/strokes like text', () => {
    const { content } = layerStyles(byId(list, '1'), 1, 0.5);
    expect(content).toMatchObject({ boxShadow: '5px 3px 10px 1px rgba(0, 0, 0, 0.5)', textShadow: '1px 1px 2px #ff0000', WebkitTextStroke: '1px #00ff00' });
    expect(layerStyles(byId(list, '1'), 4, 1).content.boxShadow).toBe('4px 6px 20px 2px rgba(0, 0, 0, 0.5)');
    // fluid.tx off: text effects stay in grid px; a 0-width stroke draws nothing.
    const fixed = layerStyles(byId(list, '4'), 1, 0.5).content;
    expect(fixed.textShadow).toBe('2px 2px 4px #000');
    expect(fixed.WebkitTextStroke).toBeUndefined();
  });

  it('leaves out transparent shadows and layers without effects', () => {
    expect(layerStyles(byId(list, '2'), 1, 1).content.boxShadow).toBeUndefined();
    expect(layerStyles(byId(list, '3'), 1, 1).content.textShadow).toBeUndefined();
  });

  it('passes SVG colouring to strata.css as custom properties', () => {
    expect(layerStyles(byId(list, '3'), 1, 0.5).content).toMatchObject({
      '--strata-svg-fill': '#ff9139',
      '--strata-svg-stroke': '#000',
      '--strata-svg-stroke-width': '1px',
      '--strata-svg-stroke-dash': '3px',
      '--strata-svg-stroke-offset': '0.5px',
    });
  });
});

describe('layerStyles: static tr and backface (SPEC §3 "tr", §5 "Rotation beyond 90 degrees triggers backface visibility")', () => {
  const list = layers({
    1: { id: 1, type: 'text', tr: { rX: 10, rY: -20, rZ: 45, o: 0.5 } },
    2: { id: 2, type: 'text', tr: { rZ: 12 } },
    3: { id: 3, type: 'text' },
    4: { id: 4, type: 'text', tl: { in: { content: { all: [{ t: 0, d: 0, rY: 180 }, { t: 0, d: 800, rY: 0 }] } } } },
  });

  it('styles the tr wrapper as SR7 styles its mask: perspective(600px) rotate(Z) rotateY(Y) rotateX(X), and the opacity', () => {
    expect(staticTransformStyle(byId(list, '1'))).toEqual({ transform: 'perspective(600px) rotate(45deg) rotateY(-20deg) rotateX(10deg)', opacity: 0.5 });
    expect(staticTransformStyle(byId(list, '2'))).toEqual({ transform: 'perspective(600px) rotate(12deg) rotateY(0deg) rotateX(0deg)' });
    expect(staticTransformStyle(byId(list, '3'))).toBeNull();
  });

  it('hides the content element\'s back face unless the layer turns past 90°', () => {
    expect(layerStyles(byId(list, '3'), 1, 1).content.backfaceVisibility).toBe('hidden');
    expect(layerStyles(byId(list, '1'), 1, 1).content.backfaceVisibility).toBe('hidden');
    expect(layerStyles(byId(list, '4'), 1, 1).content.backfaceVisibility).toBe('visible');
  });
});

describe('layerStyles: uS (SR7 user select)', () => {
  const list = layers({
    1: { id: 1, type: 'text', pE: 'none', uS: true },
    2: { id: 2, type: 'text', pE: 'none' },
  });

  it('a selectable layer lets its text be selected and takes the pointer whatever pE says; others keep pE', () => {
    expect(layerStyles(byId(list, '1'), 1, 1).outer).toMatchObject({ userSelect: 'text', pointerEvents: 'auto' });
    const plain = layerStyles(byId(list, '2'), 1, 1).outer;
    expect(plain.pointerEvents).toBe('none');
    expect(plain.userSelect).toBeUndefined();
  });
});

describe('layerStyles: spike (SR7 edge cuts)', () => {
  it('clips the layer box with the spike polygon; no spike, no clip-path', () => {
    const list = layers({ 1: { id: 1, type: 'image', spike: { use: true, l: 'middle', lw: 10, r: 'none' } }, 2: { id: 2, type: 'image' } });
    expect(layerStyles(byId(list, '1'), 1, 1).outer.clipPath).toBe('polygon(10% 100%,0% 50%,10% 0%,100% 0%,100% 100%)');
    expect(layerStyles(byId(list, '2'), 1, 1).outer.clipPath).toBeUndefined();
  });
});
