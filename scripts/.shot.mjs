import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1300, height: 1000 } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto('http://127.0.0.1:4411/transitions.html' + (process.argv[2] ?? ''));
await page.waitForFunction(() => window.strataGallery, null, { timeout: 20000 });
const names = (process.argv[3] ?? 'fade,slideleft,boxfade,cube,blurstrong,slidingoverlayleft,papercut,flyin').split(',');
const p = Number(process.argv[4] ?? 0.5);
let i = 0;
for (const n of names) {
  const r = await page.evaluate(([n, p]) => window.strataGallery.seek(n, p), [n, p]);
  console.log(n, JSON.stringify(r), JSON.stringify(await page.evaluate(() => [window.strataGallery.sample(310, 300), window.strataGallery.sample(930, 300)])));
  await page.locator('canvas').screenshot({ path: `/tmp/shot-${i++}-${n}.png` });
}
await browser.close();
