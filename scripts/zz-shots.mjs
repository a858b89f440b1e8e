import { chromium } from '@playwright/test';
const base = 'http://localhost:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[375, 800], [1280, 900]]) for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
  await ctx.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  const page = await ctx.newPage();
  const logs = []; page.on('console', (m) => { if (m.type() === 'error') logs.push(m.text()); });
  const scripts = []; page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url().replace(base, '').replace('/assets/', '')); });
  for (const p of (process.argv[2] ?? '/').split(',')) {
    scripts.length = 0;
    await page.goto(base + p);
    await page.waitForFunction(() => document.documentElement.dataset.site === 'ready');
    await page.waitForTimeout(300);
    const name = `/tmp/shot-${p.replace(/\W/g, '_') || 'home'}-${w}-${scheme}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name, 'scripts:', scripts.join(' '), logs.join(' | '));
  }
  await ctx.close();
}
await browser.close();
