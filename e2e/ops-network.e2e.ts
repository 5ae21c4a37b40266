import { expect, test, type Locator, type Page } from '@playwright/test';
import { OpsApi } from './ops-setup';
import { button, clickDialogButton, rowOf, saveShot, signInAsAdmin } from './support';

/** Picks a stop in the StopSelect with this id by typing part of its name, then the option matching `option`. */
async function pickStop(page: Page, selectId: string, keyword: string, option: RegExp) {
  const input = page.locator(`#${selectId}`);
  await input.click();
  await input.fill(keyword);
  await page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: option }).first().click();
}

/** The map has drawn (maplibre reported its style loaded, or the SVG fallback rendered). */
async function mapDrawn(map: Locator) {
  await expect(map).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 });
}

test('站点管理 and 线路管理: a station is added on the map, a line gets its stops both ways, is drawn and keeps its history', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now() % 100000);
  const stationName = `测试火车站${stamp}`;
  const lineNumber = `E${stamp}`;

  // 站点管理: the seeded network, then a station placed by clicking the map
  await signInAsAdmin(page, '/zsgj/site');
  await expect(rowOf(page, 'S0001')).toBeVisible();
  await saveShot(page, 'ops-network-stops');

  await page.getByRole('button', { name: button('新增') }).click();
  const dialog = page.locator('.ant-modal', { hasText: '新增站点' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('站点名称').fill(stationName);
  await dialog.getByLabel('站点编码').fill(`T${stamp}`);
  await dialog.getByLabel('车站', { exact: true }).check();
  const stopMap = dialog.getByTestId('transit-map');
  await mapDrawn(stopMap);
  // the renderer maplibre got in headless Chromium (software WebGL through SwiftShader)
  test.info().annotations.push({ type: 'map renderer', description: String(await stopMap.getAttribute('data-renderer')) });
  const box = (await stopMap.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 - 10);
  await expect(dialog.getByLabel('纬度（WGS84）')).not.toHaveValue('');
  const lat = Number(await dialog.getByLabel('纬度（WGS84）').inputValue());
  const lon = Number(await dialog.getByLabel('经度（WGS84）').inputValue());
  // the map shows GCJ-02 around the city centre; the form holds WGS84 back near 30.59N 114.30E
  expect(Math.abs(lat - 30.59)).toBeLessThan(0.2);
  expect(Math.abs(lon - 114.3)).toBeLessThan(0.2);
  await expect(stopMap).toHaveAttribute('data-stops', '1');
  await saveShot(page, 'ops-network-stop-form');
  await clickDialogButton(dialog, button('确定'));
  await expect(page.getByText('添加成功')).toBeVisible();
  await page.getByLabel('站点名称').first().fill(stationName);
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(rowOf(page, stationName).getByText('车站', { exact: true })).toBeVisible();
  // edited: the form fills from the record and keeps the map's place
  await rowOf(page, stationName)
    .getByRole('button', { name: button('编辑') })
    .click();
  const editing = page.locator('.ant-modal', { hasText: '编辑站点' });
  await expect(editing.getByLabel('纬度（WGS84）')).toHaveValue(lat.toFixed(6));
  await editing.getByLabel('地址').fill('江岸区测试大道 1 号');
  await clickDialogButton(editing, button('确定'));
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(rowOf(page, stationName)).toContainText('江岸区测试大道 1 号');

  // 线路管理: the list shows the first line on the map
  await page.goto('/zsgj/line');
  await expect(rowOf(page, '1路').first()).toBeVisible();
  const listMap = page.getByTestId('transit-map');
  await mapDrawn(listMap);
  await expect(listMap).toHaveAttribute('data-lines', '2');
  await saveShot(page, 'ops-network-lines');

  // a new line: up through three stops, down as up reversed, shapes from the stops
  await page.getByRole('button', { name: button('新增') }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ visible: true });
  await expect(drawer.getByText('新增线路')).toBeVisible();
  await drawer.getByLabel('线路号').fill(lineNumber);
  await drawer.getByLabel('线路名称').fill(`${stationName}—光谷广场`);
  // a negative fare and no 运营单位 are named under their fields (−5 was saved as 0.00, a line without a branch saved)
  const fare = drawer.getByLabel('票价（元）');
  await fare.fill('-5');
  await fare.blur();
  await drawer.getByRole('button', { name: button('保存') }).click();
  await expect(drawer.getByText('票价不能为负')).toBeVisible();
  await expect(fare).toHaveValue('-5.00');
  await expect(drawer.getByText('请选择运营单位')).toBeVisible();
  await saveShot(page, 'ops-network-line-refused');
  await fare.fill('2');
  await drawer.getByLabel('运营单位').click();
  await page.locator('.ant-modal').filter({ visible: true }).locator('.ant-tree-title', { hasText: '第一运营分公司' }).click();
  await clickDialogButton(page.locator('.ant-modal').filter({ visible: true }), button('确定'));
  await expect(drawer.getByText('请选择运营单位')).toHaveCount(0);
  await drawer.getByRole('tab', { name: /上行/ }).click();
  await drawer.getByLabel('上行首班').fill('06:00');
  await drawer.getByLabel('上行末班').fill('24:30');
  await pickStop(page, 'add-stop-0', stationName, new RegExp(stationName));
  await pickStop(page, 'add-stop-0', '江城火车站', /江城火车站（S0001）/);
  await pickStop(page, 'add-stop-0', '光谷广场', /^光谷广场（S/);
  await expect(drawer.getByTestId('direction-0').locator('.ant-table-row')).toHaveCount(3);
  await drawer.getByRole('button', { name: '按站点生成线形' }).click();
  await expect(drawer.getByText(/线形 \d+ 点 \/ [\d.]+ km/).first()).toBeVisible();
  await drawer.getByRole('tab', { name: /下行/ }).click();
  await drawer.getByRole('button', { name: '按上行反向生成' }).click();
  await expect(drawer.getByTestId('direction-1').locator('.ant-table-row').first()).toContainText('光谷广场');
  await drawer.getByLabel('下行首班').fill('06:10');
  await drawer.getByLabel('下行末班').fill('22:00');
  const editorMap = drawer.getByTestId('transit-map');
  await mapDrawn(editorMap);
  await expect(editorMap).toHaveAttribute('data-lines', '2');
  await expect(editorMap).toHaveAttribute('data-stops', '3');
  await drawer.getByRole('button', { name: button('保存') }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page.locator('.ant-drawer-title', { hasText: `编辑线路 ${lineNumber}` })).toBeVisible();
  await saveShot(page, 'ops-network-line-editor');

  // an edit, then its history: who, when, what changed
  await drawer.getByRole('tab', { name: '基本信息' }).click();
  await drawer.getByLabel('线路名称').fill(`${stationName}—光谷广场（改）`);
  await drawer.getByRole('button', { name: button('保存') }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await drawer.getByRole('tab', { name: '变更历史' }).click();
  const history = page.getByTestId('route-history');
  await expect(history.getByText(/版本 2 · admin/)).toBeVisible();
  await expect(history.getByText(`${stationName}—光谷广场（改）`)).toBeVisible();
  await saveShot(page, 'ops-network-line-history');
  await drawer.locator('.ant-drawer-close').click();
  await page.getByLabel('线路号').first().fill(lineNumber);
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(rowOf(page, lineNumber)).toContainText('06:00–24:30');

  // the station is now on a line: deleting it is refused, naming the line
  await page.goto('/zsgj/site');
  await page.getByLabel('站点名称').first().fill(stationName);
  await page.getByRole('button', { name: button('查询') }).click();
  await rowOf(page, stationName)
    .getByRole('button', { name: button('删除') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm', { hasText: '确定删除该站点吗' }), button('删除'));
  await expect(page.getByText(new RegExp(`站点正被线路使用，不能删除：.*${lineNumber}`))).toBeVisible();
});

test('线路编辑: moving a stop up keeps the running times along the line, and times that go backwards are refused (issue 22)', async ({ page }) => {
  const stamp = String(Date.now() % 100000);
  const ops = await OpsApi.asAdmin(page.request);
  const number = `R${stamp}`;
  await ops.line({ code: `RO${stamp}`, number, stops: ['甲站', '乙站', '丙站', '丁站'].map((s) => `${s}${stamp}`), minutesBetween: 4 });

  await signInAsAdmin(page, '/zsgj/line');
  await page.getByLabel('线路号').first().fill(number);
  await page.getByRole('button', { name: button('查询') }).click();
  await rowOf(page, number)
    .getByRole('button', { name: button('编辑') })
    .click();
  const drawer = page.locator('.ant-drawer-content').filter({ visible: true });
  await drawer.getByRole('tab', { name: /上行/ }).click();
  const up = drawer.getByTestId('direction-0');
  const rows = up.locator('.ant-table-row');
  await expect(rows).toHaveCount(4);
  const pattern = async () =>
    rows.evaluateAll((list) =>
      list.map((row) => [row.querySelectorAll('td')[1].textContent?.replace(/（.*$/, ''), (row.querySelector('input') as HTMLInputElement).value]),
    );

  // 丙站 (third) up one place: it takes 乙站's place and its 4 minutes, 乙站 takes the 8
  await up.getByRole('button', { name: `上移丙站${stamp}` }).click();
  await expect.poll(pattern).toEqual([
    [`甲站${stamp}`, '0.0'],
    [`丙站${stamp}`, '4.0'],
    [`乙站${stamp}`, '8.0'],
    [`丁站${stamp}`, '12.0'],
  ]);
  await saveShot(page, 'ops-network-reorder');

  // a time typed below the one before it is marked and refused before anything is sent
  const third = up.getByLabel(`乙站${stamp}运行时间`);
  await third.fill('2');
  await third.blur();
  await expect(third).toHaveAttribute('aria-invalid', 'true');
  const problem = `上行第 3 站「乙站${stamp}」的运行时间 2 分早于前一站「丙站${stamp}」的 4 分：运行时间应沿线路逐站增加`;
  await expect(up.getByRole('alert')).toHaveText(problem);
  await drawer.getByRole('button', { name: button('保存') }).click();
  await expect(page.locator('.ant-message').getByText(problem)).toBeVisible();
  await saveShot(page, 'ops-network-reorder-refused');

  await third.fill('9');
  await third.blur();
  await expect(up.getByRole('alert')).toHaveCount(0);
  await drawer.getByRole('button', { name: button('保存') }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const stored = await page.evaluate(async (routeNumber) => {
    const token = JSON.parse(localStorage.getItem('pro__Access-Token')!).value as string;
    const headers = { 'X-Access-Token': token };
    const list = await (await fetch(`/api/ops/route/list?number=${encodeURIComponent(routeNumber)}`, { headers })).json();
    const detail = await (await fetch(`/api/ops/route/${list.result.records[0].id}`, { headers })).json();
    return detail.result.directions[0].stops.map((s: { name: string; offsetSecs: number }) => [s.name, s.offsetSecs / 60]);
  }, number);
  expect(stored).toEqual([
    [`甲站${stamp}`, 0],
    [`丙站${stamp}`, 4],
    [`乙站${stamp}`, 9],
    [`丁站${stamp}`, 12],
  ]);
});
