import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, ADMIN, openMenu, rowOf, signInAsAdmin, button, saveShot } from './support';

const BASE = '/api/basic-font-end-element-display';

/** Removes the rules these tests create so other suites see the forms unchanged. */
async function removeRules(request: APIRequestContext, targetUrl: string) {
  const token = await apiLogin(request, ADMIN);
  const headers = { 'X-Access-Token': token };
  const page = await (await request.get(`${BASE}/search`, { headers, params: { targetUrl, pageSize: 100 } })).json();
  for (const record of page.result.records as Array<{ id: string; targetUrl: string }>) {
    if (record.targetUrl === targetUrl) await request.delete(`${BASE}/delete`, { headers, params: { id: record.id } });
  }
}

async function addRule(
  page: Page,
  rule: { targetUrl: string; elementKey: string; elementName: string; hidden?: boolean; readonly?: boolean; ruleKey?: string; tips?: string },
) {
  await page
    .getByRole('button', { name: button('新增') })
    .locator('visible=true')
    .click();
  const modal = page.locator('.ant-modal', { hasText: '新增元素显示规则' });
  await modal.getByLabel('页面路径').fill(rule.targetUrl);
  await modal.getByLabel('元素字段名').fill(rule.elementKey);
  await modal.getByLabel('元素名称').fill(rule.elementName);
  if (rule.hidden) await modal.getByLabel('隐藏').click();
  if (rule.readonly) await modal.getByLabel('只读').click();
  if (rule.ruleKey) {
    await modal.getByLabel('校验规则').fill(rule.ruleKey);
    // close the suggestions without Esc (Esc would close the dialog)
    await modal.locator('.ant-modal-title').click();
  }
  if (rule.tips) await modal.getByLabel('提示文字').fill(rule.tips);
  await modal.getByRole('button', { name: button('确定') }).click();
  await expect(modal).toBeHidden();
  await expect(rowOf(page, rule.elementName)).toBeVisible();
}

test.afterAll(async ({ request }) => {
  await removeRules(request, '/demo/widgets');
  await removeRules(request, '/system/position');
});

test('rules made in 前端元素显示 hide, lock and rule-bind fields of the demo form after a reload', async ({ page }) => {
  await signInAsAdmin(page, '/demo/widgets?tab=element-display');
  const form = page.getByTestId('element-display-demo-form');
  await expect(form.getByLabel('驾驶车辆')).toBeVisible();
  await expect(form.getByLabel('工号')).toBeEditable();

  await openMenu(page, '基础管理', '前端元素显示');
  await addRule(page, { targetUrl: '/demo/widgets', elementKey: 'plateNo', elementName: '驾驶车辆', hidden: true });
  await addRule(page, { targetUrl: '/demo/widgets', elementKey: 'realname', elementName: '姓名', readonly: true, tips: '姓名以人事档案为准，不能在此修改' });
  await addRule(page, { targetUrl: '/demo/widgets', elementKey: 'workNo', elementName: '工号', ruleKey: 'work_no' });
  await expect(rowOf(page, '工号')).toContainText('work_no');
  await saveShot(page, 'element-display-list');

  // a duplicate element of the same page is refused, naming the field
  await page
    .getByRole('button', { name: button('新增') })
    .locator('visible=true')
    .click();
  const modal = page.locator('.ant-modal', { hasText: '新增元素显示规则' });
  await modal.getByLabel('页面路径').fill('/demo/widgets');
  await modal.getByLabel('元素字段名').fill('plateNo');
  await modal.getByRole('button', { name: button('确定') }).click();
  await expect(modal).toContainText('该页面已配置过此元素，请编辑原有规则');
  await modal.getByRole('button', { name: button('取消') }).click();

  await page.goto('/demo/widgets?tab=element-display');
  await page.reload();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('驾驶车辆')).toBeHidden();
  await expect(form.getByLabel('姓名')).toBeDisabled();
  await expect(form.getByLabel('姓名')).toHaveValue('陈建国');
  await form.locator('.ant-form-item-tooltip').first().hover();
  await expect(page.locator('.ant-tooltip')).toContainText('姓名以人事档案为准，不能在此修改');

  const workNo = form.getByLabel('工号');
  await workNo.fill('jc10086');
  await workNo.blur();
  await expect(form).toContainText('前 2 位必须是大写字母');
  await saveShot(page, 'element-display-demo');
  await form.getByRole('button', { name: button('提交') }).click();
  await expect(page.getByTestId('element-display-submitted')).toHaveCount(0);

  await workNo.fill('JC10086');
  await workNo.blur();
  await expect(form).not.toContainText('前 2 位必须是大写字母');
  await form.getByRole('button', { name: button('提交') }).click();
  await expect(page.locator('.ant-message')).toContainText('校验通过');
  // the hidden and read-only values are still submitted
  await expect(page.getByTestId('element-display-submitted')).toContainText('驾驶车辆=粤B·D12345');
  await expect(page.getByTestId('element-display-submitted')).toContainText('姓名=陈建国');
});

test('a read-only rule on /system/position locks the code in the position form', async ({ page }) => {
  await signInAsAdmin(page);
  await openMenu(page, '基础管理', '前端元素显示');
  await addRule(page, { targetUrl: '/system/position', elementKey: 'code', elementName: '职务编码', readonly: true });

  await openMenu(page, '系统管理', '职务管理');
  await rowOf(page, 'driver')
    .getByRole('button', { name: button('编辑') })
    .click();
  const modal = page.locator('.ant-modal', { hasText: '编辑职务' });
  await expect(modal.getByLabel('职务编码')).toBeDisabled();
  await expect(modal.getByLabel('职务编码')).toHaveValue('driver');
  await expect(modal.getByLabel('职务名称')).toBeEditable();
  await saveShot(page, 'element-display-position-form');
  await modal.getByRole('button', { name: button('取消') }).click();
});

test('when the rules cannot be loaded after sign-in the user is signed out and sent to login', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/api/basic-font-end-element-display/find-all-for-render**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: '服务器内部错误', code: 500, result: null, timestamp: 0 }),
    }),
  );
  await page.goto('/demo/widgets?tab=element-display');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdemo%2Fwidgets/);
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  // signed out for real: the token is gone
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('Access-Token')))).toBe(false);
});
