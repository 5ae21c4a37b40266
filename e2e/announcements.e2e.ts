import { expect, test, type Page } from '@playwright/test';
import { clickDialogButton, openMenu, PASSWORD, setPassword, signInAsAdmin, signInThroughForm, rowOf, button, saveShot } from './support';

const TITLE = `春运加班车安排${String(Date.now()).slice(-5)}`;

/** The unread count on the bell (antd renders no count element for 0). */
async function bellCount(page: Page): Promise<number> {
  const count = page.getByTestId('notice-bell').locator('.ant-badge-count');
  if ((await count.count()) === 0) return 0;
  return Number((await count.getAttribute('title')) ?? 0);
}

test('an announcement published by admin reaches lina’s bell without a reload', async ({ page, browser }) => {
  // lina is signed in in her own browser
  const linaContext = await browser.newContext();
  const lina = await linaContext.newPage();
  await setPassword(lina.request, 'lina', PASSWORD);
  await lina.goto('/user/login');
  await signInThroughForm(lina, 'lina');
  await expect(lina.getByTestId('notice-bell')).toBeVisible();
  const before = await bellCount(lina);
  const linaUrl = lina.url();

  // admin writes a draft with the rich text editor and publishes it to everyone
  await signInAsAdmin(page);
  await openMenu(page, '系统管理', '系统通告');
  await page.getByRole('button', { name: button('新增') }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('标题').fill(TITLE);
  await form.locator('.ant-form-item', { hasText: '优先级' }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: '紧急消息' }).click();
  const editor = form.locator('[data-testid=rich-text-editor] .ProseMirror');
  await editor.click();
  await editor.pressSequentially('春运期间 1 路、2 路加开夜班车。');
  await form.getByRole('button', { name: '加粗' }).click();
  await editor.pressSequentially('请各站做好引导。');
  await expect(editor.locator('strong')).toHaveText('请各站做好引导。');
  await saveShot(page, 'announcement-form');
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(rowOf(page, TITLE)).toContainText('未发布');
  await expect(rowOf(page, TITLE)).toContainText('紧急消息');

  await rowOf(page, TITLE)
    .getByRole('button', { name: button('发布') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm'), button('发布'));
  await expect(page.getByText('该系统通知发布成功')).toBeVisible();
  await expect(rowOf(page, TITLE)).toContainText('已发布');
  await saveShot(page, 'announcement-list');

  // lina's bell counts it without any navigation on her side
  await expect.poll(() => bellCount(lina), { timeout: 5_000 }).toBe(before + 1);
  expect(lina.url()).toBe(linaUrl);
  await lina.getByTestId('notice-bell').click();
  const popover = lina.getByTestId('notice-popover');
  await expect(popover.getByText(TITLE)).toBeVisible();
  await expect(popover.getByText('紧急消息').first()).toBeVisible();
  await saveShot(lina, 'announcement-bell');

  // opening it shows the detail and marks it read
  await popover.getByText(TITLE).click();
  const detail = lina.getByRole('dialog', { name: '通知消息' });
  await expect(detail.getByText(TITLE)).toBeVisible();
  await expect(detail.getByText('春运期间 1 路、2 路加开夜班车。')).toBeVisible();
  await expect(detail).toContainText('发布人：admin');
  await saveShot(lina, 'announcement-detail');
  await detail.getByRole('button', { name: button('关闭') }).click();
  await expect.poll(() => bellCount(lina)).toBe(before);

  // 我的消息 on the resource kit: the message is there, read; searched by 消息类型 (the msg_category
  // dictionary) it stays under 通知公告 and leaves under 系统消息
  await lina.goto('/isps/userAnnouncement');
  const myList = lina.locator('[data-page-path="/isps/userAnnouncement"]');
  for (const header of ['标题', '消息类型', '发布人', '优先级', '发布时间', '阅读状态'])
    await expect(myList.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(rowOf(lina, TITLE)).toContainText('已读');
  const category = async (text: string) => {
    await myList.locator('.list-search-form .ant-select', { has: lina.getByLabel('消息类型') }).click();
    await lina.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).click();
    await myList.getByRole('button', { name: button('查询') }).click();
  };
  await category('通知公告');
  await expect(rowOf(lina, TITLE)).toContainText('通知公告');
  await saveShot(lina, 'my-announcements');
  await category('系统消息');
  await expect(rowOf(lina, TITLE)).toHaveCount(0);

  // revoking it: gone from "my messages"
  await rowOf(page, TITLE)
    .getByRole('button', { name: button('撤销') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm'), button('撤销'));
  await expect(rowOf(page, TITLE)).toContainText('已撤销');
  await lina.goto('/isps/userAnnouncement');
  await expect(lina.getByRole('button', { name: button('全部标记已读') })).toBeVisible();
  await expect(lina.locator('.ant-table-row', { hasText: TITLE })).toHaveCount(0);
  await linaContext.close();
});

test('a draft for named users shows their names again when it is edited', async ({ page }) => {
  const title = `驾驶员安全例会${String(Date.now()).slice(-5)}`;
  await signInAsAdmin(page);
  await openMenu(page, '系统管理', '系统通告');
  await page.getByRole('button', { name: button('新增') }).click();
  const form = page.getByRole('dialog').filter({ hasText: '通告对象' });
  await form.getByLabel('标题').fill(title);
  await form.getByLabel('指定用户').check();
  await form.getByRole('button', { name: /选择用户/ }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByPlaceholder('请输入姓名').fill('李娜');
  await picker.getByPlaceholder('请输入姓名').press('Enter');
  await expect(picker.locator('.ant-table-row')).toHaveCount(1);
  await picker.locator('.ant-table-row', { hasText: '李娜' }).getByRole('checkbox').check();
  await picker.getByRole('button', { name: button('确定') }).click();
  await expect(form.locator('.ant-tag', { hasText: '李娜' })).toBeVisible();
  await form.getByRole('button', { name: button('保存') }).click();
  await expect(page.getByText('添加成功')).toBeVisible();

  // editing the draft: the recipient is named, not shown as an id
  await rowOf(page, title)
    .getByRole('button', { name: button('编辑') })
    .click();
  const edit = page.getByRole('dialog').filter({ hasText: '通告对象' });
  await expect(edit.locator('.ant-tag', { hasText: '李娜' })).toBeVisible();
  await expect(edit.getByRole('button', { name: '选择用户（已选 1 人）' })).toBeVisible();
});
