import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { buildForeignFeed } from '../apps/server/src/modules/ops/gtfs/foreign-feed';
import { buildTestFeed, testFeedFile, type TestFeedOptions } from '../apps/server/src/modules/ops/gtfs/test-feed';
import { button, saveShot, signInAsAdmin } from './support';

// codes of their own, so the run does not depend on what else the database holds
const feed: TestFeedOptions = { routes: 2, stopsPerRoute: 6, tripsPerDirection: 3 };
// the calendars too: an import updates a calendar of a known code, and the feed's WD of 2027 made the
// demo's 工作日 stop running today for the specs after this one (班次管理 opening on today's calendar)
const renamed = (text: string) =>
  text
    .replace(/\bR(\d)/g, 'E2E-R$1')
    .replace(/(\d)路/g, 'E2E$1路')
    .replace(/(^|,)(WD|WE)(?=,|$)/gm, '$1E2E$2');
const files = (edit: (name: string, text: string) => string) =>
  Object.fromEntries(
    ['routes.txt', 'trips.txt', 'stops.txt', 'calendar.txt', 'calendar_dates.txt'].map((name) => [name, edit(name, renamed(testFeedFile(feed, name)))]),
  );
/** a stop at latitude 123 (an error; the stop times calling at it then name an unknown stop) */
const brokenFeed = () =>
  buildTestFeed({ ...feed, files: files((name, text) => (name === 'stops.txt' ? text.replace(/^(S1_0,[^,]*),[^,]*,/m, '$1,123,') : text)) });
/** an unused stop: a warning the user accepts */
const warningFeed = () =>
  buildTestFeed({ ...feed, files: files((name, text) => (name === 'stops.txt' ? `${text}UNUSED,无车经过站,30.6,114.3,0,,0,\n` : text)) });

test('GTFS 导入 shows the findings, imports after confirming with progress, lists the lines; GTFS 导出 downloads the zip; GTFS 校验 checks the network', async ({
  page,
}) => {
  // three whole-network jobs in one flow (an import, the export and the validation of every line's
  // 160,000 stop times): 22 s alone, 56 s beside other busy work; 120 s like the other long flows
  test.setTimeout(120_000);
  await signInAsAdmin(page, '/zsgj/line');
  await page.getByRole('button', { name: button('GTFS 导入') }).click();
  const dialog = page.locator('.ant-modal', { hasText: 'GTFS 导入' });
  const chooser = dialog.locator('input[type=file]');

  // a feed with an error: the findings are listed and the import cannot be confirmed
  await chooser.setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: await brokenFeed() });
  await expect(dialog.getByText(/^校验发现 \d+ 个错误，请修正后重新选择文件$/)).toBeVisible();
  await expect(dialog.getByText('纬度 stop_lat 必须是 -90 到 90 之间的数字', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: button('确认导入') })).toBeDisabled();
  await saveShot(page, 'ops-gtfs-import-errors');

  // a feed with a warning: shown, accepted, imported in the background
  await chooser.setInputFiles({ name: 'jiangcheng.zip', mimeType: 'application/zip', buffer: await warningFeed() });
  await expect(dialog.getByText('校验通过，有 1 个警告：确认后仍可导入')).toBeVisible();
  await expect(dialog.getByText('站点「UNUSED」（无车经过站）没有班次经过')).toBeVisible();
  await saveShot(page, 'ops-gtfs-import-warnings');
  await dialog.getByRole('button', { name: button('忽略 1 个警告并导入') }).click();
  await expect(dialog.getByText('导入完成', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('gtfs-import-files')).toContainText('stop_times.txt');
  await expect(dialog.getByTestId('gtfs-import-files')).toContainText('72 / 72 行');
  await saveShot(page, 'ops-gtfs-import-done');
  await dialog.getByRole('button', { name: button('关闭') }).click();

  // the imported lines in 线路管理's list, and drawn on its map once chosen
  const table = page.locator('.ant-table').first();
  await page.getByPlaceholder('如 1路').fill('E2E');
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(table.getByText('E2E1路')).toBeVisible();
  await expect(table.getByText('E2E2路')).toBeVisible();
  await table.getByText('E2E1路').click();
  const map = page.getByTestId('transit-map');
  await expect(map).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 });
  await expect(map).toHaveAttribute('data-lines', /^[1-9]/);
  await expect(map).not.toHaveAttribute('data-stops', '0');
  await saveShot(page, 'ops-gtfs-lines');

  // export: a zip holding the GTFS files (the download starts once the server has built the whole
  // feed; the report below validates the whole network again on the server: the actions' 15 s
  // are not theirs, a busy machine took longer)
  const wholeNetwork = { timeout: 60_000 };
  const [download] = await Promise.all([page.waitForEvent('download', wholeNetwork), page.getByRole('button', { name: button('GTFS 导出') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gtfs-\d{8}\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  for (const name of ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt', 'calendar.txt', 'shapes.txt'])
    expect(zip.includes(Buffer.from(name))).toBe(true);
  await expect(page.getByText('导出成功')).toBeVisible();

  // validation of the network (the demo company's and the imported lines): no errors, the report downloadable
  await page.getByRole('button', { name: button('GTFS 校验') }).click();
  const drawer = page.locator('.ant-drawer', { hasText: 'GTFS 校验：当前线网' });
  await expect(drawer.getByText(/^错误 0 个，警告 \d+ 个/)).toBeVisible({ timeout: 30_000 });
  await saveShot(page, 'ops-gtfs-validate-network');
  const [report] = await Promise.all([page.waitForEvent('download', wholeNetwork), drawer.getByRole('button', { name: button('下载报告') }).click()]);
  expect(report.suggestedFilename()).toBe('线网校验报告.csv');
  expect((await readFile((await report.path())!, 'utf8')).split('\n')[0]).toMatch(/级别.*文件.*行号/);
});

test('GTFS 导入 of a foreign agency’s feed shows its feed_info and the standard files it does not import, and names the extended route types', async ({
  page,
}) => {
  await signInAsAdmin(page, '/zsgj/line');
  await page.getByRole('button', { name: button('GTFS 导入') }).click();
  const dialog = page.locator('.ant-modal', { hasText: 'GTFS 导入' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'vms-gtfs.zip', mimeType: 'application/zip', buffer: await buildForeignFeed() });

  // validated: only the route type nobody defines is a warning; what the feed says about itself is shown
  await expect(dialog.getByText('校验通过，有 1 个警告：确认后仍可导入')).toBeVisible();
  await expect(dialog.getByText('route_type 1999 既不是 GTFS 的基本类型，也不是扩展类型，将按原值导入')).toBeVisible();
  const feedInfo = dialog.getByTestId('gtfs-feed-info');
  await expect(feedInfo).toContainText('Verkehrsverbund Musterstadt (VMS)');
  await expect(feedInfo).toContainText('2027-01-04 v3');
  await expect(feedInfo).toContainText('2027-01-01 至 2027-12-31');
  const notImported = dialog.getByTestId('gtfs-not-imported');
  await expect(notImported).toContainText('未导入');
  for (const file of [
    'fare_attributes.txt 票价 v1：票价',
    'fare_rules.txt 票价 v1：票价规则',
    'transfers.txt 换乘',
    'levels.txt 楼层',
    'translations.txt 翻译',
    'attributions.txt 数据署名',
  ])
    await expect(notImported.getByText(file, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/(feed_info|fare_attributes|fare_rules)\.txt 不属于 GTFS 规范/)).toHaveCount(0);
  await saveShot(page, 'ops-gtfs-import-foreign-validated');

  // imported: the result names the route types as given and repeats the feed's facts
  await dialog.getByRole('button', { name: button('忽略 1 个警告并导入') }).click();
  // done only once the feed is live: the result, and 关闭 instead of 后台继续导入
  await expect(dialog.getByRole('button', { name: button('关闭') })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('alert').getByText('导入完成', { exact: false })).toBeVisible();
  await expect(dialog.getByText('711 接驳班车（公交车） 1 条', { exact: false })).toBeVisible();
  await expect(dialog.getByText('1999 未定义的类型 1999 1 条', { exact: false })).toBeVisible();
  await expect(dialog.getByTestId('gtfs-feed-info')).toContainText('Verkehrsverbund Musterstadt (VMS)');
  await expect(dialog.getByTestId('gtfs-not-imported')).toContainText('transfers.txt 换乘');
  await saveShot(page, 'ops-gtfs-import-foreign-done');
});
