import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1300, height: 1000 } });
for (const q of ['', '?floor=1']) {
await page.goto('http://127.0.0.1:4411/transitions.html' + q);
await page.waitForFunction(() => window.strataGallery, null, { timeout: 20000 });
for (const n of (q ? ['fade'] : ['fade', 'slideleft', 'zoomin', 'boxfade', 'cube', 'blurstrong', 'motioncolrotatesv'])) {
  const r = await page.evaluate(async (n) => { const g = window.strataGallery; const r = await g.play(n, 2500); const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; }; return { frames: r.frames, cost: med(r.costs).toFixed(1), interval: med(r.intervals).toFixed(1) }; }, n);
  console.log(q, n, JSON.stringify(r));
}
}
await browser.close();
