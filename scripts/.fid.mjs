import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const ref = JSON.parse(readFileSync('/work/shared/fixtures/sr7/reference/layer-boxes.json', 'utf8'));
const mods = (process.env.MODS || 'home,counter,joinus,SR7_225_1').split(',');
const widths = (process.env.WIDTHS || '1240,778,480').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--use-angle=swiftshader','--enable-unsafe-swiftshader'], ignoreDefaultArgs: ['--hide-scrollbars'] });
const iou = (a, b) => { const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)); const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)); const i = ix * iy; const u = a.w * a.h + b.w * b.h - i; return u <= 0 ? (Math.abs(a.x-b.x)<2&&Math.abs(a.y-b.y)<2?1:0) : i / u; };
for (const width of widths) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  for (const name of mods) {
    const page = await ctx.newPage();
    page.on('console', m => { if (m.type()==='error'||m.type()==='warning') console.log('  console', m.type(), m.text().slice(0,200)); });
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = 'html { overflow-y: scroll; }'; document.head.appendChild(s); }));
    await page.goto(`http://127.0.0.1:4411/viewer.html?src=/sr7/${name}.json`);
    await page.waitForTimeout(4500);
    const r = ref[width][name];
    const boxes = await page.evaluate(({ id, layers }) => {
      const root = document.querySelector(`[data-strata-module="${id}"]`);
      if (!root) return null;
      const o = root.getBoundingClientRect();
      return { mod: { w: o.width, h: o.height }, layers: layers.map(({ slide, layer }) => { const el = root.querySelector(`[data-strata-slide="${slide}"] [data-strata-layer="${layer}"]`); if (!el) return null; const b = el.getBoundingClientRect(); const cs = getComputedStyle(el); return { x: b.left - o.left, y: b.top - o.top, w: b.width, h: b.height, vis: cs.visibility, op: cs.opacity }; }) };
    }, { id: name, layers: r.layers.map(l => ({ slide: l.slide, layer: l.layer })) });
    console.log(`== ${name}@${width} ref ${r.w}x${r.h} ours ${boxes?.mod.w}x${boxes?.mod.h}`);
    if (process.env.SHOT) await page.screenshot({ path: `/tmp/shot-${name}-${width}.png` });
    r.layers.forEach((l, i) => { const b = boxes?.layers[i]; const s = b ? iou(l, b) : 0; if (process.env.ALL || (l.visible && l.tag !== 'sr7-bg' && s < 0.9)) console.log(`${l.visible?'V':'-'} ${l.layer.padEnd(4)} ${l.tag.padEnd(10)} ${(l.text||'').slice(0,18).padEnd(18)} ref ${[l.x,l.y,l.w,l.h].map(v=>Math.round(v)).join(',')} ours ${b?[b.x,b.y,b.w,b.h].map(v=>Math.round(v)).join(','):'-'} iou ${s.toFixed(2)} ${b? b.op:''}`); });
    await page.close();
  }
  await ctx.close();
}
await browser.close();
