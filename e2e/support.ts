import { dirname, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';

export const ADMIN = 'admin';
/** Each test sets the password it signs in with through the NODE_ENV=test hook. */
export const PASSWORD = 'Shell-e2e-2026';

/** Sets a user's password (and whether it must be changed) through the test-only hook. */
export async function setPassword(request: APIRequestContext, username: string, password = PASSWORD, mustChangePassword = false, origin = '') {
  const response = await request.post(`${origin}/api/__test__/user-password`, { data: { username, password, mustChangePassword } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the API (captcha off) and returns what the login page gets. */
async function apiLoginResult(request: APIRequestContext, username: string, password = PASSWORD) {
  const response = await request.post('/api/sys/login', { data: { username, password, captcha: '', checkKey: 'e2e' } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result;
}

/** Signs in through the API and returns the token (for a second, independent session). */
export async function apiLogin(request: APIRequestContext, username: string, password = PASSWORD): Promise<string> {
  return (await apiLoginResult(request, username, password)).token;
}

/** Fills the account form (captcha off) and submits. */
export async function signInThroughForm(page: Page, username: string, password = PASSWORD) {
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/**
 * A fresh admin session, opened on `path` (the home page unless told). The sign-in form has its
 * own tests (sign-in.e2e.ts); here the session is made through the API and stored in the browser
 * as the login page stores it (lib/session.ts saveLogin), so a test starts on its page after one
 * page load instead of three (login page, home page, then its own).
 */
export async function signInAsAdmin(page: Page, path = '/dashboard/analysis') {
  await signInAs(page, ADMIN, path);
}

/** The same for another user (a demo user of the demo company: 刘洋 applies, 曹艳 approves, ...). */
export async function signInAs(page: Page, username: string, path = '/dashboard/analysis') {
  await setPassword(page.request, username);
  const result = await apiLoginResult(page.request, username);
  // a same-origin document without the app (a JSON reply) to write the storage from
  await page.goto('/api/basic/system/get');
  await page.evaluate((login) => {
    const week = Date.now() + 7 * 24 * 3600 * 1000;
    const store = (key: string, value: unknown) => localStorage.setItem(`pro__${key}`, JSON.stringify({ value, expire: week }));
    store('Access-Token', login.token);
    store('Login_Userinfo', login.userInfo);
    store('UI_CACHE_DB_DICT_DATA', login.sysAllDictItems);
    const tenantId = login.userInfo.tenantid || (login.tenantList.length === 1 ? login.tenantList[0].id : 0);
    if (tenantId) store('TENANT_ID', tenantId);
  }, result);
  await page.goto(path);
  await expect(page.getByRole('menu').first()).toBeVisible();
}

/**
 * A button's accessible name by its text: antd spaces out two-character Chinese texts ("保 存") and
 * an icon puts its own name before the text ("plus 新增"), so the text is matched at the end, alone
 * or after a space ("删除" is not "批量删除").
 */
export const button = (text: string) => new RegExp(`(^|\\s)${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);

/**
 * Saves a screenshot as `<name>.png` in the folder the configuration names (metadata.shotsDir,
 * relative to the configuration file), where the screenshots of every run are kept to look at,
 * once the page's animations have ended (no fixed wait).
 */
export async function saveShot(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}) {
  const { config } = test.info();
  // a dialog or popover still opening is shot once its animations end (endless ones such as spinners aside)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const folder = resolve(dirname(config.configFile ?? '.'), String(config.metadata.shotsDir));
  await page.screenshot({ ...options, path: resolve(folder, `${name}.png`) });
}

export function tabBar(page: Page) {
  return page.getByTestId('tab-bar');
}

/** The page tabs' titles (antd also gives each close button role="tab", named "remove"). */
export function tabTitles(page: Page) {
  return tabBar(page).locator('.ant-tabs-tab-btn');
}

export function closeButtonOf(page: Page, title: string) {
  return tabBar(page).locator('.ant-tabs-tab', { hasText: title }).getByRole('tab', { name: 'remove' });
}

/** Opens a leaf of the side menu by its area and title (expanding the area when it is closed). */
export async function openMenu(page: Page, area: string, title: string) {
  const menu = page.getByRole('menu').first();
  const leaf = menu.getByRole('link', { name: title, exact: true });
  if (!(await leaf.isVisible())) await menu.getByRole('menuitem', { name: area }).click();
  const titled = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `);
  // a click that lands while the submenu is still unfolding can miss: try again until the page
  // has rendered (its title names it)
  await expect(async () => {
    await leaf.click();
    await expect(page).toHaveTitle(titled, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Rows of the table on screen (kept-alive pages hidden in other tabs keep theirs in the page). */
export const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text }).filter({ visible: true });

/**
 * Clicks a button of a dialog once its opening animation (if any) has finished, and again if
 * that dialog is still open. Only the dialog holding the button counts: a confirm that is
 * followed by an error dialog (also `.ant-modal-confirm`) has done its work. A confirm button
 * guards against a second call, so the retry cannot act twice.
 */
export async function clickDialogButton(dialog: Locator, name: string | RegExp) {
  const target = dialog.filter({ has: dialog.page().getByRole('button', { name }) });
  await expect(target).toBeVisible();
  await expect(async () => {
    if (await target.isVisible()) {
      await target.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
      await target.getByRole('button', { name }).click({ timeout: 2_000 });
    }
    await expect(target).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * How far the shown table scrolls sideways (0: every column fits, none under the pinned 操作 column);
 * a page kept alive in another tab keeps its tables, hidden, before it in the document.
 */
export const tableOverflow = (page: Page) =>
  page.evaluate(() => {
    const box = [...document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')].find((table) => table.checkVisibility());
    if (!box) throw new Error('no table is shown');
    return box.scrollWidth - box.clientWidth;
  });

/**
 * The last day the demo company has run as the server seeded it (its 运营记录 with late and
 * cancelled trips): yesterday in Wuhan, or the day before when the run has crossed midnight since
 * the server started (a server seeds the days before its start, not the ones that end while it runs).
 */
export async function lastRunDay(request: APIRequestContext, token: string): Promise<string> {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  for (const candidate of [day(1), day(2)]) {
    const response = await request.get(`/api/ops/dispatch/punctuality?date=${candidate}`, { headers: { 'X-Access-Token': token } });
    expect(response.status(), await response.text()).toBe(200);
    if ((await response.json()).result.summary.run > 0) return candidate;
  }
  throw new Error(`neither ${day(1)} nor ${day(2)} has seeded 运营记录`);
}
