// Screenshots for looking at pages: node scripts/screenshot.mjs http://127.0.0.1:3000 / /about ...
// Writes /tmp/shots/<path>-<width>-<theme>-<n>.png: the page screen by screen, scrolled as a visitor
// would (a full-page capture does not paint lazy images or scroll-driven states). MAX_SCREENS limits it.
import fs from 'node:fs';
import { chromium } from 'playwright';

const [base, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const themes = (process.env.THEMES ?? 'light,dark').split(',');
const maxScreens = Number(process.env.MAX_SCREENS ?? 12);
fs.mkdirSync('/tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
for (const p of paths.length ? paths : ['/']) {
  for (const width of widths) {
    for (const theme of themes) {
      const height = width < 768 ? 800 : 900;
      const ctx = await browser.newContext({ viewport: { width, height } });
      // THEME_STORAGE_KEY and SPLASH_SESSION_KEY of src/shared/constants.ts (this script cannot import TypeScript).
      await ctx.addInitScript((t) => {
        localStorage.setItem('theme', t);
        sessionStorage.setItem('splash-seen', '1');
      }, theme);
      const page = await ctx.newPage();
      page.on('console', (m) => m.type() === 'error' && console.log('console error:', p, m.text()));
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      const name = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${theme}`;
      for (let i = 0, y = 0; y < total && i < maxScreens; i++, y += height - 80) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page
          .waitForFunction(
            () =>
              [...document.images]
                .filter(
                  (img) => img.getBoundingClientRect().top < innerHeight && img.getBoundingClientRect().bottom > 0,
                )
                .every((img) => img.complete),
            null,
            { timeout: 5_000 },
          )
          .catch(() => null);
        await page.waitForTimeout(250); // let scroll-driven transitions settle for the picture
        await page.screenshot({ path: `${name}-${i}.png` });
      }
      console.log(name);
      await ctx.close();
    }
  }
}
await browser.close();
