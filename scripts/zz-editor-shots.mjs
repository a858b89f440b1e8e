import fs from 'node:fs';
import { chromium } from 'playwright';
import { signIn } from './bench/server.mjs';
import { BENCH_ADMIN, BENCH_TOTP_SECRET, cleanup, spawnServer, tempDir, waitForFirstPage } from './bench/util.mjs';
const dir = tempDir('shots');
const server = await spawnServer({ dataDir: `${dir}/data`, dir, env: { ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password, ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET } });
fs.mkdirSync('/tmp/shots', { recursive: true });
try {
  await waitForFirstPage(server);
  const sid = await signIn(server.port);
  const [name, value] = sid.split('=');
  const base = `http://127.0.0.1:${server.port}`;
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const width of [375, 1280]) for (const theme of ['light', 'dark']) {
    const ctx = await b.newContext({ viewport: { width, height: width < 768 ? 800 : 900 } });
    await ctx.addCookies([{ name, value, url: base }]);
    await ctx.addInitScript((t) => { localStorage.setItem('theme', t); sessionStorage.setItem('splash-seen', '1'); }, theme);
    const page = await ctx.newPage();
    await page.goto(`${base}/admin/pages`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/ed-list-${width}-${theme}.png` });
    await page.getByRole('button', { name: 'Edit About Us' }).click();
    await page.getByRole('heading', { level: 2, name: 'About Us' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/ed-about-${width}-${theme}.png` });
    const body = page.getByRole('group', { name: /^Section 1/ }).getByRole('textbox', { name: 'Text', exact: true });
    await body.scrollIntoViewIfNeeded();
    await body.fill('Our motto is simple: **every child is unique**. Read [our fees](/fees) or www.cbse.gov.in.\n\nSecond paragraph for {schoolName}.');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/shots/ed-body-${width}-${theme}.png` });
    if (width === 1280 && theme === 'light') {
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.waitForTimeout(800);
      await page.getByRole('link', { name: 'Preview' }).waitFor();
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.waitForTimeout(1000);
      await page.getByRole('button', { name: 'History' }).click();
      await page.waitForTimeout(800);
      await page.getByRole('button', { name: /Show changes/ }).first().click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/ed-history-${width}-${theme}.png` });
    }
    await ctx.close();
  }
  for (const width of [375, 1280]) for (const theme of ['light', 'dark']) {
    const ctx = await b.newContext({ viewport: { width, height: width < 768 ? 800 : 900 } });
    await ctx.addInitScript((t) => { localStorage.setItem('theme', t); sessionStorage.setItem('splash-seen', '1'); }, theme);
    const page = await ctx.newPage();
    await page.goto(`${base}/about`, { waitUntil: 'networkidle' });
    await page.getByText('Our motto is simple').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/pub-about-${width}-${theme}.png` });
    await ctx.close();
  }
  await b.close();
} catch (e) { console.log(e); }
await server.stop();
await cleanup();
