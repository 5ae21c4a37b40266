import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The sign-in page's JavaScript budget (DESIGN.md; issue 10: it grew to 359 KB unseen). A size is
 * deterministic, so the suite checks it: every script the login page loads, gzipped (level 9, as
 * bench/login-page-size.mjs does, which keeps the per-file details). Reached: 245.1 KB (the HTTP client on
 * XMLHttpRequest instead of axios; antd's App, notification and modal load with the signed-in app or
 * the first error), within issue 10's goal of 250 KB, which the guard now holds. What remains is
 * React DOM with the app core (78 KB), antd's CSS-in-JS core (22 KB), react-router (30 KB) and the
 * form / input / tooltip code of the sign-in form (42 + 30 KB).
 */
const BUDGET_KB = 250;

test('the login page loads less than 250 KB of gzipped JavaScript', async ({ page }) => {
  const scripts: Promise<{ url: string; bytes: number; gzip: number; encoding: string | null }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        Promise.all([response.body(), response.headerValue('content-encoding')]).then(([body, encoding]) => ({
          url: response.url(),
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding,
        })),
      );
  });
  await page.goto('/user/login');
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  const totalKb = files.reduce((sum, file) => sum + file.gzip, 0) / 1024;
  const detail = files.map((file) => `${file.url.split('/').pop()} ${(file.gzip / 1024).toFixed(1)} KB`).join(', ');
  expect(totalKb, `${totalKb.toFixed(1)} KB: ${detail}`).toBeLessThan(BUDGET_KB);
  // and that is about what travels: the server sends the compressed copies the build wrote of every
  // file of 1 KB or more (Brotli, which Chromium asks for)
  for (const file of files) if (file.bytes >= 1024) expect(file.encoding, file.url).toBe('br');
});
