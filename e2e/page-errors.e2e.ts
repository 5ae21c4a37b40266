import { expect, test } from '@playwright/test';
import { ADMIN, PASSWORD, apiLogin, button, clickDialogButton, openMenu, saveShot, signInAsAdmin, tabTitles } from './support';

/**
 * Issue 22 item 2: one bad coordinate took the whole app down (React Router's English error page,
 * every tab lost). A coordinate that does not exist is a field error now; a page that fails anyway
 * shows a Chinese error inside its own tab, with 重试 and an error id the system log has.
 */
test.describe('a fault stays in its page', () => {
  test('站点管理: 纬度 91 or 999 is a field error, the map and the app stay up; far from the stops it asks before saving', async ({ page }) => {
    await signInAsAdmin(page, '/zsgj/site');
    await page.getByRole('button', { name: button('新增') }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增站点' });
    await expect(dialog).toBeVisible();
    const map = dialog.getByTestId('transit-map');
    await expect(map).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 });

    const latitude = dialog.getByLabel('纬度（WGS84）');
    const longitude = dialog.getByLabel('经度（WGS84）');
    await latitude.fill('91');
    await longitude.fill('114.3');
    await expect(dialog.getByText('纬度超出范围（-90 ~ 90）')).toBeVisible();
    await expect(map).toHaveAttribute('data-stops', '0');
    await latitude.fill('999');
    await longitude.fill('114.31');
    await expect(dialog.getByText('纬度超出范围（-90 ~ 90）')).toBeVisible();
    // the value typed stays as typed (no quiet clamping to 90), and the app is still there
    await latitude.blur();
    await expect(latitude).toHaveValue('999.000000');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByRole('menu').first()).toBeVisible();
    await saveShot(page, 'stop-form-bad-latitude');

    // a real place far from the company's stops: a warning, and a question before saving
    const stamp = String(Date.now() % 100000);
    await dialog.getByLabel('站点名称').fill(`远方测试站${stamp}`);
    await dialog.getByLabel('站点编码').fill(`F${stamp}`);
    await latitude.fill('48.85');
    await longitude.fill('2.35');
    await expect(dialog.getByTestId('stop-outside-area')).toContainText('该位置在现有站点的范围之外');
    await expect(map).toHaveAttribute('data-stops', '1');
    // (not clickDialogButton: the form stays open behind the question)
    const confirm = dialog.getByRole('button', { name: button('确定') });
    await confirm.click();
    const question = page.locator('.ant-modal-confirm', { hasText: '站点位置在服务区域之外' });
    await expect(question).toBeVisible();
    await clickDialogButton(question, '返回修改');
    await expect(dialog).toBeVisible();
    await confirm.click();
    await clickDialogButton(question, '仍然保存');
    await expect(page.getByText('添加成功')).toBeVisible();
  });

  test('a page that fails shows a Chinese error with 重试 inside its tab; the other tabs still work; the id is in the system log', async ({ page }) => {
    await signInAsAdmin(page);
    await openMenu(page, '系统管理', '用户管理');
    await expect(page.getByRole('columnheader', { name: '账号' })).toBeVisible();

    // a faulty reply (the stations list as an object): the stop form fails while rendering
    const stations = (url: URL) => url.pathname === '/api/ops/stop/list' && url.searchParams.get('locationType') === '1';
    await page.route(stations, (route) =>
      route.fulfill({ json: { success: true, code: 200, message: '', result: { records: { broken: true }, total: 1 }, timestamp: Date.now() } }),
    );
    await openMenu(page, '公交运营管理', '站点管理');
    await page.getByRole('button', { name: button('新增') }).click();

    const failed = page.locator('[data-page-path="/zsgj/site"]');
    await expect(failed.getByText('页面出错了')).toBeVisible();
    await expect(failed.getByText('这个页面遇到了意外错误，其他标签页不受影响')).toBeVisible();
    const idText = (await failed.getByTestId('page-error-id').textContent()) ?? '';
    const errorId = /错误编号：([0-9A-F]{12})/.exec(idText)?.[1];
    expect(errorId, idText).toBeTruthy();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await saveShot(page, 'page-error-in-tab');

    // the shell and the other tabs go on
    await expect(tabTitles(page)).toHaveText(['首页', '用户管理', '站点管理']);
    await tabTitles(page).filter({ hasText: '用户管理' }).click();
    await expect(page.getByRole('columnheader', { name: '账号' })).toBeVisible();
    await tabTitles(page).filter({ hasText: '站点管理' }).click();

    // the same id is in the system log, with the page and the user
    const token = await apiLogin(page.request, ADMIN, PASSWORD);
    await expect(async () => {
      const reply = await page.request.get(`/api/sys/log/list?logType=3&keyWord=${errorId}`, { headers: { 'X-Access-Token': token } });
      const records = (await reply.json()).result.records as Array<{ url: string; username: string; content: string }>;
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ url: '/zsgj/site', username: ADMIN });
      expect(records[0].content).toContain('is not a function');
    }).toPass();

    // 重试 with the reply mended: the page is back
    await page.unroute(stations);
    await failed.getByRole('button', { name: button('重试') }).click();
    await expect(failed.getByText('页面出错了')).toHaveCount(0);
    await expect(failed.getByRole('button', { name: button('新增') })).toBeVisible();
  });
});
