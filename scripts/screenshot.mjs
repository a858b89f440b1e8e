// Screenshots for looking at pages: node scripts/screenshot.mjs http://127.0.0.1:3000 / /about ...
// Writes /tmp/shots/<path>-<width>-<theme>.png (full page) using the system Chromium.
import fs from 'node:fs';
import { chromium } from 'playwright';

const [base, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const themes = (process.env.THEMES ?? 'light,dark').split(',');
const full = process.env.FULL !== '0';
fs.mkdirSync('/tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
for (const p of paths.length ? paths : ['/']) {
  for (const width of widths) {
    for (const theme of themes) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 } });
      await ctx.addInitScript((t) => {
        localStorage.setItem('theme', t);
        sessionStorage.setItem('splash-seen', '1');
      }, theme);
      const page = await ctx.newPage();
      page.on('console', (m) => m.type() === 'error' && console.log('console error:', p, m.text()));
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const name = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: name, fullPage: full });
      console.log(name);
      await ctx.close();
    }
  }
}
await browser.close();
