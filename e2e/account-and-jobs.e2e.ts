import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import {
  clickDialogButton,
  apiLogin,
  openMenu,
  PASSWORD,
  setPassword,
  signInAsAdmin,
  signInThroughForm,
  rowOf,
  button,
  saveShot,
  tableOverflow,
} from './support';

/** antd spaces two-character labels ('停 止') and icons add their own name before the text. */
/** Kept-alive tabs stay in the page hidden: scope to the card of the page in front. */
const cardTitled = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

/** A real 64x64 PNG (a teal square with a white band) so the avatar renders in screenshots. */
function pngImage(): Buffer {
  const size = 64;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const band = y > 24 && y < 40;
      raw.set(band ? [255, 255, 255] : [19, 194, 194], y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('admin schedules a job, previews its run times, pauses, resumes and runs it once', async ({ page }) => {
  const jobName = `示例任务-${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await openMenu(page, '系统管理', '定时任务');
  await page
    .getByRole('button', { name: button('新增') })
    .locator('visible=true')
    .click();
  const modal = page.locator('.ant-modal', { hasText: '新增定时任务' });
  await modal.getByLabel('任务名称').fill(jobName);
  await modal.locator('.ant-select', { has: page.locator('#quartz-job-form_jobClassName') }).click();
  await page.locator('.ant-select-item-option', { hasText: 'sampleHello' }).click();
  await expect(modal).toContainText('写入日志的文字');
  await modal.getByPlaceholder('0 0/5 * * * ?').fill('0 30 3 ? * MON-FRI');
  // the shared cron preview under the field follows the text by itself (500 ms after typing)
  await expect(modal.getByText('近十次执行时间（不含年）')).toBeVisible();
  await expect(modal.locator('.cron-preview-times li')).toHaveCount(10);
  await expect(modal.locator('.cron-preview-times li').first()).toContainText('03:30:00');
  await modal.getByLabel('参数').fill('来自 e2e');
  await saveShot(page, 'quartz-job-form');
  await modal.getByRole('button', { name: button('保存') }).click();
  await expect(modal).toBeHidden();

  const row = rowOf(page, jobName);
  await expect(row).toContainText('运行中');
  await expect(row).toContainText('示例任务（写一条系统日志）');
  await expect(row).toContainText(/03:30(?!:)/);

  await row.getByRole('button', { name: button('停止') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm'), button('停止'));
  await expect(row).toContainText('已停止');
  await row.getByRole('button', { name: button('启动') }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm'), button('启动'));
  await expect(row).toContainText('运行中');

  await row.getByRole('button', { name: /更多/ }).hover();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '立即执行' }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm'), button('执行'));
  await expect(page.getByText('成功：示例定时任务：来自 e2e').first()).toBeVisible();
  // the run's time (not failed) opens the job's 执行记录
  const lastRun = row.locator('a.ant-typography', { hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ });
  await expect(lastRun).toBeVisible();
  expect(await tableOverflow(page)).toBe(0);
  await saveShot(page, 'quartz-job-list');

  await lastRun.click();
  const drawer = page.locator('.ant-drawer', { hasText: `执行记录：${jobName}` });
  await expect(drawer.locator('.ant-table-row')).toHaveCount(1);
  await expect(drawer.locator('.ant-table-row')).toContainText('成功');
  await saveShot(page, 'quartz-job-runs');
});

test('a user edits the profile, uploads an avatar shown in the header, and ends another session', async ({ page }) => {
  await setPassword(page.request, 'lina', PASSWORD);
  const otherDevice = await apiLogin(page.request, 'lina');
  await page.goto('/user/login');
  await signInThroughForm(page, 'lina');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);

  await page.goto('/account/settings/base');
  const form = page.locator('form#base-setting');
  await expect(form.getByLabel('姓名')).toHaveValue(/李娜/);
  await form.getByLabel('姓名').fill('李娜娜');
  await form.getByLabel('邮箱').fill('lina@jiangcheng-bus.example');
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /\/api\/sys\/common\/static\/avatar\/\d{8}\/[0-9a-f]{32}\.png$/);
  await form.getByRole('button', { name: '更新基本信息' }).click();
  await expect(page.getByText('基本信息已保存')).toBeVisible();
  const header = page.getByRole('button', { name: '用户菜单' });
  await expect(header).toContainText('李娜娜');
  await expect(header.locator('img')).toHaveAttribute('src', /\/api\/sys\/common\/static\/avatar\//);
  await saveShot(page, 'account-base-setting');

  await page.goto('/account/center');
  await expect(page.getByRole('heading', { name: '李娜娜' })).toBeVisible();
  await expect(page.getByText('客服中心').first()).toBeVisible();
  await saveShot(page, 'account-center');

  await page.goto('/account/settings/security');
  const sessions = page.getByTestId('my-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: '当前会话' })).toHaveCount(1);
  await saveShot(page, 'account-security');
  await sessions
    .filter({ hasNotText: '当前会话' })
    .getByRole('button', { name: button('下线') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm'), button('下线'));
  await expect(page.getByText('已下线该会话')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  const ended = await page.request.get('/api/sys/user/info', { headers: { 'X-Access-Token': otherDevice } });
  expect(ended.status()).toBe(401);

  for (const [path, name] of [
    ['/account/settings/binding', 'account-binding'],
    ['/account/settings/notification', 'account-notification'],
    ['/account/settings/custom', 'account-custom'],
  ]) {
    await page.goto(path);
    await expect(page.locator('.ant-menu-item-selected')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveShot(page, name);
  }
});

test('admin browses the directory, data sources and gateway routes', async ({ page }) => {
  await signInAsAdmin(page);
  await openMenu(page, '系统管理', '通讯录');
  await page.locator('.ant-tree').getByText('客服中心', { exact: true }).click();
  await expect(rowOf(page, '李娜')).toContainText('13971020002');
  await expect(page.locator('.ant-table-row', { hasText: '张伟' })).toHaveCount(0);
  await saveShot(page, 'address-list');

  await openMenu(page, '系统管理', '多数据源管理');
  await cardTitled(page, '多数据源管理')
    .getByRole('button', { name: button('新增') })
    .click();
  const dsModal = page.locator('.ant-modal', { hasText: '新增数据源' });
  await dsModal.getByLabel('编码').fill('report_db');
  await dsModal.getByLabel('名称').fill('报表库');
  await dsModal.getByLabel('主机').fill('10.1.2.3');
  await dsModal.getByLabel('数据库名').fill('reports');
  await dsModal.getByLabel('用户名').fill('reader');
  await dsModal.getByRole('button', { name: '测试连接' }).click();
  await expect(dsModal.locator('.ant-alert')).toContainText('不在允许的列表中');
  await saveShot(page, 'data-source-form');
  await dsModal.getByRole('button', { name: button('保存') }).click();
  await expect(dsModal).toBeHidden();
  await expect(rowOf(page, 'report_db')).toContainText('10.1.2.3:5432/reports');
  await saveShot(page, 'data-source-list');

  await openMenu(page, '系统管理', '网关路由');
  await page.waitForLoadState('networkidle');
  await saveShot(page, 'gateway-routes-empty');
  await cardTitled(page, '网关路由')
    .getByRole('button', { name: button('新增') })
    .click();
  const routeModal = page.locator('.ant-modal', { hasText: '新增路由' });
  await routeModal.getByLabel('路由ID').fill('report-service');
  await routeModal.getByLabel('路由名称').fill('报表服务');
  await routeModal.getByLabel('目标地址').fill('lb://report-service');
  await routeModal.getByLabel('断言（每行一个）').fill('Path=/report/**');
  await routeModal.getByLabel('过滤器（每行一个）').fill('StripPrefix=1');
  await routeModal.getByRole('button', { name: button('保存') }).click();
  await expect(routeModal).toBeHidden();
  await expect(rowOf(page, 'report-service')).toContainText('Path=/report/**');
  await saveShot(page, 'gateway-routes');
});
