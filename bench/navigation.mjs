// Navigation in the shell (issue 10: "navigation is slow although the server is fast"), in the
// production build on Debian's headless Chromium at 1440x900, measured inside the page with
// performance.now():
// - menuToRowsMs: a click on a side-menu item of 系统管理 (page not open yet) until the list's
//   first row (or its empty answer) is in the DOM, visible, and painted (route chunk, list request, table render);
//   goal under 400 ms;
// - tabSwitchMs: with 2 and with 9 tabs open, a click on another tab until that page is visible
//   and painted (no server call); goal under 100 ms whatever the number of tabs.
// The previous figures (issue 10): 0.9-1.3 s to rows, 280 ms (2 tabs) to 930 ms (9 tabs) a switch.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { adminSession, buildWeb, root, startServer, waitForHttp } from '../scripts/lib.mjs';
import { percentile } from './lib/load.mjs';

const PORT = Number(process.env.NAVIGATION_BENCH_PORT || 18197);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-Passw0rd';
const SIGNED_IN_PASSWORD = 'Bench-Passw0rd-2';
/** list pages of 系统管理 opened from the menu, in this order (the first 8 are the tabs of the 9-tab case) */
const PAGES = [
  ['用户管理', '/system/user'],
  ['角色管理', '/system/role'],
  ['数据字典', '/system/dict'],
  ['职务管理', '/system/position'],
  ['菜单管理', '/system/permission'],
  ['日志管理', '/system/log'],
  ['通讯录', '/system/address'],
  ['填值规则', '/system/fillRule'],
  ['租户管理', '/system/tenant'],
  ['分类字典', '/system/category'],
];
const SWITCHES = 10;
const step = (text) => process.env.BENCH_VERBOSE && console.error(`  ${new Date().toISOString().slice(11, 19)} ${text}`);

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n) => Math.round(n);
  return { samples: sorted.length, p50: round(percentile(sorted, 50)), p90: round(percentile(sorted, 90)), max: round(sorted[sorted.length - 1]) };
};

/** In the page: arms `window.__timing`, from the next click until `done()` holds, then one more paint. */
const TIME_CLICK = (done) => `void (window.__timing = new Promise((resolve) => {
  const afterPaint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  document.addEventListener('click', () => {
    const started = performance.now();
    const check = async () => {
      if (!(${done})()) return requestAnimationFrame(check);
      await afterPaint();
      resolve(performance.now() - started);
    };
    check();
  }, { capture: true, once: true });
}))`;

/** Arms the timer, clicks, and returns the milliseconds measured in the page (30 s at most). */
async function timedClick(page, done, click) {
  await page.evaluate(TIME_CLICK(done));
  await click();
  return page.evaluate(() =>
    Promise.race([window.__timing, new Promise((_, reject) => setTimeout(() => reject(new Error('nothing shown within 30 s')), 30_000))]),
  );
}

const pageVisible = (path) =>
  `() => { const pane = document.querySelector('[data-page-path="${path}"]'); return pane && pane.checkVisibility({ visibilityProperty: true }) && pane.querySelector('.ant-table-row, .ant-empty, .ant-card'); }`;
/** the list's rows are shown, or its empty answer once loading is over */
const rowsVisible = (path) =>
  `() => { const pane = document.querySelector('[data-page-path="${path}"]'); return pane && pane.checkVisibility({ visibilityProperty: true }) && (pane.querySelector('.ant-table-row') || (pane.querySelector('.ant-table .ant-empty') && !pane.querySelector('.ant-spin-spinning'))); }`;

export async function navigationBench() {
  if (buildWeb() !== 0) throw new Error('web build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-nav-'));
  const server = startServer(
    { DATA_DIR: dataDir, AUTH_CAPTCHA: 'off', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    { port: PORT, logFile: join(root, '.tmp/logs/bench-navigation.log') },
  );
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    await waitForHttp(`${BASE}/api/basic/system/get`);
    step('server up');
    await adminSession(BASE, PASSWORD, SIGNED_IN_PASSWORD);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${BASE}/user/login`);
    await page.getByPlaceholder('请输入账号').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(SIGNED_IN_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/dashboard/);
    await page.getByText('快捷入口').first().waitFor();
    step('signed in');
    const menu = page.locator('.basic-layout__sider');
    await menu.getByText('系统管理', { exact: true }).click();

    // ---- menu click -> rows, each page opened once (its tab not open before) ---------------------
    const menuToRows = {};
    for (const [title, path] of PAGES) {
      const item = menu.getByRole('menuitem', { name: title, exact: true });
      await item.scrollIntoViewIfNeeded();
      step(`menu ${title}`);
      menuToRows[title] = Math.round(await timedClick(page, rowsVisible(path), () => item.click()));
      step(`  ${menuToRows[title]} ms`);
    }

    // ---- tab switches with 2 and 9 tabs ------------------------------------------------------------
    const tabs = page.getByTestId('tab-bar');
    const cdp = process.env.BENCH_VERBOSE ? await context.newCDPSession(page) : null;
    if (cdp) await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const switchTimes = async (titles) => {
      const times = [];
      for (let i = 0; i < SWITCHES; i += 1) {
        const [title, path] = titles[i % titles.length];
        const before = cdp && (await metrics());
        times.push(await timedClick(page, pageVisible(path), () => tabs.getByRole('tab', { name: title, exact: true }).click()));
        if (cdp) {
          const after = await metrics();
          const ms = (name) => Math.round((after[name] - before[name]) * 1000);
          step(
            `  switch ${Math.round(times[times.length - 1])} ms: script ${ms('ScriptDuration')}, layout ${ms('LayoutDuration')}, style ${ms('RecalcStyleDuration')}, task ${ms('TaskDuration')}`,
          );
        }
      }
      return stats(times);
    };
    const tabTitle = (path) => PAGES.find(([, p]) => p === path);
    // 9 tabs: 首页 and 8 list pages (close the rest)
    await tabs.getByRole('tab', { name: '填值规则', exact: true }).click();
    await tabs.getByRole('tab', { name: '填值规则', exact: true }).click({ button: 'right' });
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '关闭右侧' }).dispatchEvent('click');
    step('9 tabs');
    const nine = await switchTimes([tabTitle('/system/user'), tabTitle('/system/fillRule'), tabTitle('/system/dict'), tabTitle('/system/log')]);
    step(`9 tabs: ${JSON.stringify(nine)}`);
    // 2 tabs: 首页 and 用户管理
    await tabs.getByRole('tab', { name: '用户管理', exact: true }).click();
    await tabs.getByRole('tab', { name: '用户管理', exact: true }).click({ button: 'right' });
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '关闭其他' }).dispatchEvent('click');
    const two = await switchTimes([['首页', '/dashboard/analysis'], tabTitle('/system/user')]);
    const tabCount = await tabs.getByRole('tab').count();
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    const rows = Object.values(menuToRows).sort((a, b) => a - b);
    return {
      menuToRowsMs: { ...menuToRows, p50: Math.round(percentile(rows, 50)), max: rows[rows.length - 1], goal: 400 },
      tabSwitchMs: { twoTabs: two, nineTabs: nine, goal: 100 },
      tabsAtEnd: tabCount,
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await navigationBench(), null, 2));
