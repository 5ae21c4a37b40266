// Screenshots of the main screens for a human look (not a test): `node scripts/screenshots.mjs [outDir]`.
// Starts a throw-away server (captcha off, no test-only hooks), signs in as admin, walks the shell.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { adminSession, buildWeb, root, startServer, waitForHttp } from './lib.mjs';

const out = process.argv[2] ?? join(tmpdir(), 'shots');
mkdirSync(out, { recursive: true });
const PORT = Number(process.env.SCREENSHOTS_PORT || 18193);
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Shots-Passw0rd';
/** the one-time ADMIN_PASSWORD is replaced by this at the first sign-in */
const SIGNED_IN_PASSWORD = 'Shots-Passw0rd-2';

if (buildWeb() !== 0) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'shots-'));
const server = startServer(
  { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, AUTH_CAPTCHA: 'off', LOG_LEVEL: 'warn' },
  { port: PORT, logFile: join(root, '.tmp/logs/screenshots.log') },
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  await waitForHttp(`${base}/api/basic/system/get`);
  await adminSession(base, PASSWORD, SIGNED_IN_PASSWORD);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: join(out, `${name}.png`) });

  await page.goto(`${base}/user/login`);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(SIGNED_IN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/dashboard/);
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('link', { name: '用户管理', exact: true }).click();
  await page.waitForTimeout(400);
  await shot('placeholder');
  await page.getByTestId('notice-bell').click();
  await page.waitForTimeout(400);
  await shot('bell');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await shot('user-menu');
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForTimeout(300);
  await shot('change-password');
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '切换部门' }).click();
  await page.waitForTimeout(400);
  await shot('switch-depart');
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  await page.waitForTimeout(400);
  await shot('settings-drawer');
  await page.getByText('顶部栏导航').click();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await shot('top-menu');
  for (const code of ['403', '404', '500']) {
    await page.goto(`${base}/${code}`);
    await page
      .getByRole('button', { name: /返回首页/ })
      .waitFor()
      .catch(() => {});
    await shot(`exception-${code}`);
  }
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'zh-CN', storageState: await context.storageState() });
  const mobile = await phone.newPage();
  await mobile.goto(`${base}/dashboard/analysis`);
  await mobile.waitForTimeout(800);
  await mobile.screenshot({ path: join(out, 'mobile.png') });
  await mobile
    .getByRole('button', { name: '展开菜单' })
    .click()
    .catch(() => {});
  await mobile.waitForTimeout(500);
  await mobile.screenshot({ path: join(out, 'mobile-drawer.png') });
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
