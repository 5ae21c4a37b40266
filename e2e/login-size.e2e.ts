import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The sign-in page's JavaScript budget (DESIGN.md; issue 10: it grew to 359 KB unseen). A size is
 * deterministic, so the suite checks it: every script the login page loads, gzipped (level 9, as
 * bench/login-page-size.mjs does, which keeps the per-file details). Reached: 285 KB (dayjs now loads with the signed-in app); the guard
 * holds it at 300 KB so it cannot grow unseen again. Issue 10's goal is 250 KB: what remains is
 * React DOM with the app core (79 KB), antd's CSS-in-JS core (27 KB), react-router (30 KB), the
 * form / input / tooltip code of the two forms (44 + 20 KB), axios (24 KB), and antd chunks the
 * bundler merged with modules the page does not use (color picker, collapse: about 10 KB).
 */
const BUDGET_KB = 300;

test('the login page loads less than 300 KB of gzipped JavaScript', async ({ page }) => {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto('/user/login');
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  const totalKb = files.reduce((sum, file) => sum + file.gzip, 0) / 1024;
  const detail = files.map((file) => `${file.url.split('/').pop()} ${(file.gzip / 1024).toFixed(1)} KB`).join(', ');
  expect(totalKb, `${totalKb.toFixed(1)} KB: ${detail}`).toBeLessThan(BUDGET_KB);
});
