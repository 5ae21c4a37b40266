/**
 * Pickers and dictionary widgets on /demo/widgets (tabs 选择器 and 字典组件) and the online
 * report screen behind the popup picker: pick users (input, button and person dialog), pick
 * departments (linked vs unlinked, single replaces, duties only, inert '*' nodes), pick a row of
 * the popup report, the generic record picker, the dictionary select and the async search.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, ADMIN, openMenu, rowOf, setPassword, signInAsAdmin, button, saveShot } from './support';

const stamp = String(Date.now()).slice(-6);
/** antd spaces two-character labels ('确 定'); icons add their own name before the text. */

async function openDemo(page: Page, tab: 'pickers' | 'dict') {
  await signInAsAdmin(page, `/demo/widgets?tab=${tab}`);
}

const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: title }) }).filter({ visible: true });
const value = (page: Page, label: string) => page.getByTestId('picker-values').locator('tr', { hasText: label }).locator('td');
const treeNode = (scope: Locator, title: string) =>
  scope.locator('.ant-tree-treenode', { has: scope.page().locator('.ant-tree-title', { hasText: title }) }).first();
/** The select box around a search input (its selected item covers the input itself). */
const selectBox = (page: Page, id: string) => page.locator('.ant-select', { has: page.locator(`#${id}`) });
const checkNode = (scope: Locator, title: string) => treeNode(scope, title).locator('.ant-tree-checkbox').click();

test.describe('user pickers', () => {
  test('the input, the button and the person dialog pick users of the tenant', async ({ page }) => {
    await openDemo(page, 'pickers');

    // input variant: department tree on the left, its people on the right
    const drivers = page.locator('#line-drivers');
    await expect(drivers).toHaveAttribute('placeholder', '请选择用户');
    await drivers.click();
    const modal = dialog(page, '选择用户');
    await expect(modal).toBeVisible();
    await modal.locator('.ant-tree-title', { hasText: '第一车队' }).click();
    await expect(rowOf(page, '赵磊')).toBeVisible();
    await expect(rowOf(page, '罗斌')).toBeVisible(); // 站务员 under 第一车队
    await expect(rowOf(page, '何平')).toHaveCount(0); // 第二车队
    await rowOf(page, '赵磊').click();
    await rowOf(page, '高峰').click();
    await expect(modal.getByTestId('selected-users')).toContainText('已选 2 人');
    await saveShot(page, 'pickers-user-by-depart');
    await modal.getByRole('button', { name: button('确定') }).click();
    await expect(drivers).toHaveValue('赵磊，高峰');
    await expect(value(page, 'drivers')).toHaveText('zhaolei,gaofeng');

    // search by name keeps the earlier choice
    await drivers.click();
    await modal.getByPlaceholder('请输入账号或姓名').fill('何平');
    await modal.getByRole('button', { name: button('查询') }).click();
    // 何平 (heping); the drivers of the seed include a 何平凯, whom the search finds too
    await expect(rowOf(page, 'heping')).toBeVisible();
    await rowOf(page, 'heping').click();
    await modal.getByRole('button', { name: button('确定') }).click();
    await expect(drivers).toHaveValue('赵磊，高峰，何平');

    // the clear icon empties the field
    await page.getByLabel('清空用户').click();
    await expect(drivers).toHaveValue('');
    await expect(value(page, 'drivers')).toHaveText('—');

    // button variant, single choice: a second click replaces the first
    await page.getByRole('button', { name: /选择调度员/ }).click();
    const single = dialog(page, '选择用户');
    await single.locator('.ant-tree-title', { hasText: '调度室' }).click();
    await rowOf(page, '邓超').click();
    await single.locator('.ant-tree-title', { hasText: '运营管理部' }).click();
    await rowOf(page, '刘洋').click();
    await expect(single.getByTestId('selected-users')).toContainText('已选 1 人');
    await single.getByRole('button', { name: button('确定') }).click();
    await expect(page.locator('.ant-tag', { hasText: '刘洋' })).toBeVisible();
    await expect(value(page, 'dispatcher')).toHaveText('liuyang');

    // person-selection dialog: nobody chosen is refused; search by company name
    await page.getByRole('button', { name: /选择稽查人员/ }).click();
    const people = dialog(page, '选择稽查人员');
    await people.getByRole('button', { name: button('确定') }).click();
    await expect(page.getByText('请至少选择一个')).toBeVisible();
    await people.getByRole('button', { name: /展开/ }).click();
    await people.getByLabel('公司名称').fill('第二运营');
    await people.getByLabel('工号').fill('JC'); // the named staff, not the generated drivers (SJ…)
    await people.getByRole('button', { name: button('查询') }).click();
    await expect(people.locator('.ant-table-row')).toHaveCount(4);
    await rowOf(page, '郑凯').click();
    await rowOf(page, '马晓燕').click();
    await saveShot(page, 'pickers-person-dialog');
    await people.getByRole('button', { name: button('确定') }).click();
    await expect(value(page, 'inspectors')).toHaveText('zhengkai,maxiaoyan');
    await expect(page.locator('.ant-tag', { hasText: '郑凯（第二运营分公司）' })).toBeVisible();
  });
});

test.describe('department pickers', () => {
  test('linked and unlinked checks, single mode replaces, duties only, inert departments', async ({ page }) => {
    // a disabled fleet shows as '*' and cannot be picked
    await setPassword(page.request, ADMIN);
    const token = await apiLogin(page.request, ADMIN);
    const tree = await (await page.request.get('/api/sys/sysDepart/queryTreeList', { headers: { 'X-Access-Token': token } })).json();
    const group = tree.result[0].id as string;
    const added = await page.request.post('/api/sys/sysDepart/add', {
      headers: { 'X-Access-Token': token },
      data: { departName: `停运车队${stamp}`, parentId: group, orgCategory: '2', status: '0' },
    });
    expect(added.ok()).toBe(true);

    await openDemo(page, 'pickers');
    await page.locator('#line-departs').click();
    const modal = dialog(page, '选择部门');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: /树操作：父子关联/ })).toBeVisible();

    // linked: checking a company checks its departments
    await checkNode(modal, '第一运营分公司');
    await expect(modal.getByText('已选择 4 个部门')).toBeVisible();
    const inert = treeNode(modal, `*停运车队${stamp}`);
    await expect(inert).toBeVisible();
    await expect(inert.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-disabled/);
    await saveShot(page, 'pickers-depart-linked');
    await modal.getByRole('button', { name: button('确定') }).click();
    await expect(value(page, 'serviceDeparts')).toHaveText('4 个部门');
    await expect(page.locator('#line-departs')).toHaveValue('第一运营分公司，第一车队，调度室，第三车队');

    // unlinked: the company unchecks alone; search on Enter highlights
    await page.locator('#line-departs').click();
    await modal.getByRole('button', { name: /树操作/ }).click();
    await page.getByRole('menuitem', { name: '取消关联' }).click();
    await expect(modal.getByRole('button', { name: /树操作：取消关联/ })).toBeVisible();
    await checkNode(modal, '第一运营分公司');
    await expect(modal.getByText('已选择 3 个部门')).toBeVisible();
    await modal.getByPlaceholder('请输入部门名称，回车搜索').fill('财务');
    await modal.getByPlaceholder('请输入部门名称，回车搜索').press('Enter');
    await expect(modal.locator('.depart-search-match')).toHaveText(['财务']);
    await checkNode(modal, '财务部');
    await saveShot(page, 'pickers-depart-unlinked');
    await modal.getByRole('button', { name: button('确定') }).click();
    await expect(page.locator('#line-departs')).toHaveValue('财务部，第一车队，调度室，第三车队');

    // single mode: a new check replaces the old one
    await page.locator('#line-fleet').click();
    const fleet = dialog(page, '选择部门');
    await expect(fleet.getByRole('button', { name: /树操作/ })).toHaveCount(0);
    await checkNode(fleet, '第一车队');
    await checkNode(fleet, '第二车队');
    await expect(fleet.locator('.ant-tree-checkbox-checked')).toHaveCount(1);
    await fleet.getByRole('button', { name: button('确定') }).click();
    await expect(page.locator('#line-fleet')).toHaveValue('第二车队');

    // duties only: departments cannot be checked, a duty can
    await page.locator('#line-duty').click();
    const duty = dialog(page, '选择部门');
    await expect(duty.getByText('只能选择职务节点')).toBeVisible();
    await expect(treeNode(duty, '第一车队').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-disabled/);
    await treeNode(duty, '第一车队').locator('.ant-tree-switcher').click();
    await checkNode(duty, '驾驶员');
    await duty.getByRole('button', { name: button('确定') }).click();
    await expect(page.locator('#line-duty')).toHaveValue('驾驶员');
  });
});

test.describe('popup report and record pickers', () => {
  test('pick a driver from the 一线人员 report and positions from the generic picker', async ({ page }) => {
    await openDemo(page, 'pickers');
    await page.locator('#line-duty-driver').click();
    const popup = dialog(page, '一线人员');
    await expect(popup).toBeVisible();
    // the caller's post=driver parameter limits the report to drivers (a page of the company's
    // 400-odd), sorted by work number: the named demo staff (JC…) before the generated drivers (SJ…)
    await expect(popup.locator('.ant-table-row')).toHaveCount(10);
    await expect(popup.locator('.ant-table-row').first()).toContainText('赵磊');
    await expect(popup.locator('.ant-table-row').filter({ hasNotText: '驾驶员' })).toHaveCount(0);
    await popup.getByRole('button', { name: button('确定') }).click();
    await expect(page.getByText('请选择一条记录')).toBeVisible();
    await popup.getByLabel('姓名').fill('高');
    await popup.getByLabel('所属车队').fill('第一车队');
    await popup.getByRole('button', { name: button('查询') }).click();
    await expect(popup.locator('.ant-table-row')).toHaveCount(1);
    await expect(popup.locator('.ant-table-row')).toContainText('第一车队');
    await popup.locator('.ant-table-row').click();
    await saveShot(page, 'pickers-popup-report');
    await popup.getByRole('button', { name: button('确定') }).click();
    await expect(page.locator('#line-duty-driver')).toHaveValue('高峰');
    await expect(page.getByLabel('驾驶员工号')).toHaveValue(/^JC\d+$/);
    await expect(page.getByLabel('驾驶员手机号')).toHaveValue('13571020015');

    // generic record picker: query, choose, remove from the selected list
    await page.getByRole('button', { name: /选择职务/ }).click();
    const picker = dialog(page, '职务选择');
    await expect(picker.locator('.ant-table-row').filter({ visible: true }).first()).toBeVisible();
    await expect(picker.locator('.ant-pagination-item-active')).toBeVisible();
    await picker.getByLabel('职务名称').fill('驾驶');
    await picker.getByRole('button', { name: button('查询') }).click();
    await expect(picker.locator('.ant-table-row').filter({ hasText: '驾驶员' }).first()).toBeVisible();
    await picker.locator('.ant-table-row', { hasText: 'driver' }).click();
    await picker.getByRole('button', { name: button('重置') }).click();
    await picker.getByLabel('职务名称').fill('调度');
    await picker.getByRole('button', { name: button('查询') }).click();
    await picker.locator('.ant-table-row', { hasText: 'dispatcher' }).click();
    const chosen = picker.getByTestId('record-picker-selected');
    await expect(chosen).toContainText('已选择 2 项');
    await saveShot(page, 'pickers-record-picker');
    await chosen.locator('.ant-table-row', { hasText: '调度员' }).getByText('删除').click();
    await expect(chosen).toContainText('已选择 1 项');
    await picker.getByRole('button', { name: button('确定') }).click();
    await expect(page.locator('.ant-tag', { hasText: '驾驶员' })).toBeVisible();
    await expect(value(page, 'positions')).toHaveText('driver');
    await saveShot(page, 'pickers-section');
  });

  test('the administrator previews a report and adds one from parsed SQL', async ({ page }) => {
    await signInAsAdmin(page);
    await openMenu(page, '在线开发', 'Online报表配置');
    await expect(rowOf(page, 'frontline_staff')).toBeVisible();
    await rowOf(page, 'depart_headcount').getByRole('button', { name: '预览' }).click();
    const preview = dialog(page, '预览：部门人数统计');
    await expect(preview.locator('.ant-table-row', { hasText: '第一运营分公司' })).toBeVisible();
    await preview.getByRole('button', { name: button('关闭') }).click();

    await page.getByRole('button', { name: button('新增') }).click();
    const form = dialog(page, '新增报表');
    await form.getByLabel('报表编码').fill(`station_staff_${stamp}`);
    await form.getByLabel('报表名称').fill('站务人员');
    await form.locator('textarea').fill('select u.work_no, u.realname from rpt_user u where u.post = ${post}');
    await form.getByRole('button', { name: /SQL解析/ }).click();
    await expect(page.getByText('SQL 解析成功，共 2 列')).toBeVisible();
    await expect(form.locator('.ant-tag', { hasText: 'post' })).toBeVisible();
    await form.locator('.ant-table-row', { hasText: 'realname' }).locator('input').first().fill('姓名');
    await saveShot(page, 'pickers-report-form');
    await form.getByRole('button', { name: button('保存') }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(rowOf(page, `station_staff_${stamp}`)).toContainText('站务人员');
    await saveShot(page, 'pickers-report-list');

    // a statement that reads a table directly is refused on the SQL field
    await page.getByRole('button', { name: button('新增') }).click();
    await form.locator('textarea').fill('select username from sys_user');
    await form.getByRole('button', { name: /SQL解析/ }).click();
    await expect(form.getByText(/只能查询报表数据源.*不能直接读取 sys_user/)).toBeVisible();
    await saveShot(page, 'pickers-report-refused');
  });
});

test.describe('dictionary widgets', () => {
  test('dictionary select, async search with debounce, lazy tree, category dropdown and multi-select', async ({ page }) => {
    await openDemo(page, 'dict');
    const shown = (field: string) => page.getByTestId('dict-values').locator(`[data-field="${field}"]`);

    // dictionary select
    await expect(page.locator('.ant-form-item', { hasText: '车辆状态' }).locator('.ant-select-selection-item')).toHaveText('有效');
    await selectBox(page, 'bus-status').click();
    await page.locator('.ant-select-item-option', { hasText: '无效' }).click();
    await expect(shown('status')).toHaveText('0');

    // async search: one request 800 ms after typing stops
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/sys/dict/loadDict/dynamic_user') && url.searchParams.get('keyword')) searches.push(url.searchParams.get('keyword')!);
    });
    await page.locator('#bus-driver').pressSequentially('赵磊', { delay: 60 });
    await expect(page.locator('.ant-select-item-option', { hasText: '赵磊' })).toBeVisible();
    expect(searches).toEqual(['赵磊']);
    await page.locator('.ant-select-item-option', { hasText: '赵磊' }).click();
    await expect(shown('driver')).toHaveText('zhaolei');

    // local search-select over a table dictionary
    await selectBox(page, 'bus-position').click();
    await page.locator('#bus-position').fill('调度');
    await page.locator('.ant-select-item-option', { hasText: '调度员' }).click();
    await expect(shown('position')).toHaveText('dispatcher');

    // lazy tree-select: children load when a node opens
    await selectBox(page, 'bus-depart').click();
    const treeDropdown = page.locator('.ant-select-dropdown').filter({ visible: true });
    await treeDropdown.locator('.ant-select-tree-treenode', { hasText: '江城公交集团' }).locator('.ant-select-tree-switcher').click();
    await treeDropdown.locator('.ant-select-tree-title', { hasText: '财务部' }).click();
    await expect(page.locator('.ant-form-item', { hasText: '所属部门' }).locator('.ant-select-selection-item')).toHaveText('财务部');

    // category tree dropdown (车辆类型)
    await selectBox(page, 'bus-vehicle-type').click();
    await page.locator('.ant-select-tree-title', { hasText: '纯电动公交' }).click();
    await expect(shown('vehicleType')).toHaveText('A01A01');

    // multi-select checkboxes
    await page.getByRole('checkbox', { name: '中级' }).check();
    await page.getByRole('checkbox', { name: '副高级' }).check();
    await expect(shown('ranks')).toHaveText('3,4');

    // the configuration errors of the spec
    await expect(page.getByTestId('dict-empty-code').locator('.ant-select-selection-placeholder')).toHaveText('字典编码不能为空!');
    await expect(page.getByTestId('tree-bad-condition')).toContainText('树选择的 condition 值不正确，需要 JSON 对象字符串');
    await page.getByTestId('dict-values').scrollIntoViewIfNeeded();
    await saveShot(page, 'dict-widgets');
  });
});
