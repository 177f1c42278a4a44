import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const files = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1240, height: Math.ceil(files.length / 2) * 320 } });
const imgs = files.map((f) => `<figure style="margin:0;width:620px;display:inline-block"><img style="width:620px;height:300px" src="data:image/png;base64,${readFileSync(f).toString('base64')}"><figcaption style="font:12px sans-serif">${f}</figcaption></figure>`).join('');
await page.setContent(`<body style="margin:0;background:#888">${imgs}</body>`);
await page.screenshot({ path: '/tmp/grid.png' });
await browser.close();
