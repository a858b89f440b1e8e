import { expect, test, useTheme } from './fixtures';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`shots ${theme} ${width}`, async ({ page, signIn }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      await page.goto('/admin/pages');
      await page.getByRole('button', { name: 'Edit About Us' }).click();
      const body = page.getByRole('group', { name: /Section 1/ }).getByRole('textbox', { name: 'Text', exact: true });
      await body.fill('Read [our fees](/fees) and {schoolName}.\n\nA [bad](javascript:alert(1)) link.');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.getByRole('group', { name: /Section 2/ }).getByRole('button', { name: /Replace with a photo/ }).click();
      await page.getByRole('button', { name: 'History' }).click();
      await page.getByRole('button', { name: 'Show changes of version 1' }).click();
      await page.waitForTimeout(800);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 15)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)} ${e.textContent?.slice(0, 40)}`),
      );
      console.log(width, theme, JSON.stringify(wide));
      const parts = [
        page.locator('.page-editor-top'),
        page.getByRole('group', { name: 'Page settings' }),
        page.getByRole('group', { name: /Section 1/ }),
        page.getByRole('group', { name: /Section 2/ }),
        page.getByRole('group', { name: /Section 3/ }),
        page.locator('.page-history'),
      ];
      let i = 0;
      for (const part of parts) {
        await part.screenshot({ path: `/tmp/ed-shots/e-${theme}-${width}-${i++}.png` });
      }
    });
  }
}
