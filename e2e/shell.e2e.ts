import { type Page, expect, test } from '@playwright/test';
import { closeButtonOf, openMenu, signInAsAdmin, tabBar, tabTitles } from './support';

/**
 * Right-click a tab and choose from its menu. The menu follows the pointer and, like any context
 * menu, closes when the page scrolls, so the page is brought to the top first (opening a page from
 * a long side menu leaves the document scrolled).
 */
async function chooseFromTabMenu(page: Page, tab: string, item: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await tabBar(page).getByText(tab).click({ button: 'right' });
  // the menu re-aligns to the pointer on every layout change, which under load can keep it from
  // ever being 'stable' for Playwright: the item is visible, so it is clicked where it is
  const menuItem = page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: item });
  await expect(menuItem).toBeVisible();
  await menuItem.dispatchEvent('click');
  await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
}

test.describe('the shell: menu, tabs, keep-alive, header, settings', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('the menu opens pages in tabs, with breadcrumb and page title', async ({ page }) => {
    await expect(page.getByText(/(早上好|上午好|中午好|下午好|晚上好)，系统管理员/).first()).toBeVisible();
    await openMenu(page, '系统管理', '用户管理');
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(page.getByRole('columnheader', { name: '账号' })).toBeVisible();
    await expect(page).toHaveTitle('用户管理 - 江城');
    const breadcrumb = page.getByRole('navigation').filter({ hasText: '首页' }).first();
    await expect(breadcrumb).toContainText('系统管理');
    await expect(breadcrumb).toContainText('用户管理');
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理']);
    await tabTitles(page).filter({ hasText: '首页' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page).toHaveTitle('首页 - 江城');
    // an area not built yet says so
    await openMenu(page, '公交运营管理', '线路管理');
    await expect(page.getByText('功能待实现').first()).toBeVisible();
  });

  test('hidden menu items are not offered by the menu search', async ({ page }) => {
    const search = page.getByPlaceholder('搜索菜单');
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await search.fill('角色');
    await options.filter({ hasText: '角色管理' }).click();
    await expect(page).toHaveURL(/\/system\/role$/);
    // 个人中心 is a hidden menu item: the search offers nothing for it
    await search.fill('个人中心');
    // no dropdown at all, or one without it (antd may keep an emptied list open)
    await expect(options).toHaveCount(0);
    await search.fill('部门');
    await expect(options.filter({ hasText: '部门管理' })).toBeVisible();
  });

  test('clicking quickly through the menu leaves a tab for every page', async ({ page }) => {
    const menu = page.getByRole('menu').first();
    await menu.getByRole('menuitem', { name: '系统管理' }).click();
    for (const title of ['用户管理', '角色管理', '部门管理']) await menu.getByRole('link', { name: title, exact: true }).click();
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理', '角色管理', '部门管理']);
    await expect(page).toHaveTitle('部门管理 - 江城');
  });

  test('tab rules: home has no close button, close right / left / others', async ({ page }) => {
    await openMenu(page, '系统管理', '用户管理');
    await openMenu(page, '系统管理', '角色管理');
    await openMenu(page, '系统管理', '部门管理');
    const tabs = tabTitles(page);
    await expect(tabs).toHaveText(['首页', '用户管理', '角色管理', '部门管理']);
    await expect(closeButtonOf(page, '首页')).toHaveCount(0);
    await expect(closeButtonOf(page, '角色管理')).toHaveCount(1);

    await chooseFromTabMenu(page, '角色管理', '关闭右侧');
    await expect(tabs).toHaveText(['首页', '用户管理', '角色管理']);

    await chooseFromTabMenu(page, '角色管理', '关闭左侧');
    await expect(tabs).toHaveText(['首页', '角色管理']);

    await openMenu(page, '系统管理', '用户管理');
    await chooseFromTabMenu(page, '用户管理', '关闭其他');
    await expect(tabs).toHaveText(['首页', '用户管理']);
    await expect(page).toHaveURL(/\/system\/user$/);
  });

  test('kept-alive pages keep their state across tabs; closing the tab drops it', async ({ page }) => {
    await page.getByRole('tab', { name: '快捷入口' }).click();
    await expect(page.getByRole('tab', { name: '快捷入口' })).toHaveAttribute('aria-selected', 'true');
    await openMenu(page, '系统管理', '用户管理');
    await expect(page.getByRole('columnheader', { name: '账号' })).toBeVisible();
    await tabTitles(page).filter({ hasText: '首页' }).click();
    await expect(page.getByRole('tab', { name: '快捷入口' })).toHaveAttribute('aria-selected', 'true');

    const cached = () => page.evaluate(() => JSON.parse(localStorage.getItem('pro__CACHE_INCLUDED_ROUTES') ?? '{"value":[]}').value as string[]);
    await expect.poll(cached).toContain('UserList');
    await closeButtonOf(page, '用户管理').click();
    await expect(tabTitles(page)).toHaveText(['首页']);
    await expect.poll(cached).not.toContain('UserList');
  });

  test('settings are applied live and survive a reload', async ({ page }) => {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('radio', { name: '酱紫' }).click();
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await expect(page.locator('html')).toHaveCSS('filter', /invert/);

    await page.reload();
    await expect(page.getByText(/，系统管理员/).first()).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await expect(page.locator('html')).toHaveCSS('filter', /invert/);
    const stored = await page.evaluate(() => ({
      color: localStorage.getItem('pro__DEFAULT_COLOR'),
      weak: localStorage.getItem('pro__DEFAULT_COLOR_WEAK'),
      multi: localStorage.getItem('pro__DEFAULT_MULTI_PAGE'),
    }));
    expect(stored.color).toContain('#722ED1');
    expect(stored.weak).toContain('true');
    expect(stored.multi).toContain('false');
  });

  test('switch department dialog and clear cache', async ({ page }) => {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '切换部门' }).click();
    const dialog = page.getByRole('dialog', { name: '部门选择' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('信息中心');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '清理缓存' }).click();
    await expect(page.getByText('刷新缓存完成！')).toBeVisible();
  });

  test('the notification bell opens its popover', async ({ page }) => {
    await page.getByTestId('notice-bell').click();
    await expect(page.getByText('查看更多').first()).toBeVisible();
  });
});

test.describe('fixed header', () => {
  test('with 下滑时隐藏 Header the fixed header slides away past 100 px and returns on scrolling up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog');
    const autoHide = drawer.getByRole('switch', { name: '下滑时隐藏 Header' });
    await expect(autoHide).toBeDisabled(); // only with a fixed header
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await expect(autoHide).toBeEnabled();
    await autoHide.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const header = page.getByRole('button', { name: '用户菜单' });
    await page.mouse.move(700, 300);
    await page.mouse.wheel(0, 60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(header).toBeInViewport(); // not past 100 px yet
    await page.mouse.wheel(0, 400);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -120);
    await expect(header).toBeInViewport();
  });
});
