import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { clickDialogButton, signInAsAdmin, button, saveShot } from './support';

/** A real PNG (a bus-yellow body with a blue window band) so previews show something. */
function pngImage(width = 160, height = 96): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const window = y > 20 && y < 44 && x % 30 > 4;
      const wheel = y > 78 && (Math.abs(x - 35) < 10 || Math.abs(x - 125) < 10);
      raw.set(wheel ? [40, 40, 40] : window ? [64, 150, 255] : [250, 200, 30], y * (width * 3 + 1) + 1 + x * 3);
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
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function openUploads(page: Page) {
  await signInAsAdmin(page, '/demo/widgets?tab=uploads');
  await expect(page.getByTestId('vehicle-photo-card')).toBeVisible();
}

test('uploads an image in the picture-card uploader and opens its preview; refuses a non-image', async ({ page }) => {
  await openUploads(page);
  const card = page.getByTestId('vehicle-photo-card');

  await card.locator('input[type=file]').setInputFiles({ name: '车辆照片.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.locator('.ant-message')).toContainText('请上传图片');
  await expect(card.locator('.ant-upload-list-item')).toHaveCount(0);

  await card.locator('input[type=file]').setInputFiles({ name: '粤B·D12345.png', mimeType: 'image/png', buffer: pngImage() });
  const item = card.locator('.ant-upload-list-item-done');
  await expect(item).toBeVisible();
  await expect(card).toContainText(/已保存路径：temp\/\d{8}\/[0-9a-f]{32}\.png/);
  await item.hover();
  await item.getByTitle('预览文件').click();
  const preview = page.locator('.ant-modal').filter({ hasText: '粤B·D12345.png' });
  await expect(preview).toBeVisible();
  const image = preview.locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await saveShot(page, 'uploads-picture-preview');
  await preview.getByRole('button', { name: 'Close' }).click();

  // the multiple uploader takes up to 4, one single uploader replaces its image
  const station = page.getByTestId('station-photos-card');
  await station.locator('input[type=file]').setInputFiles([
    { name: '站台1.png', mimeType: 'image/png', buffer: pngImage(80, 80) },
    { name: '站台2.png', mimeType: 'image/png', buffer: pngImage(80, 80) },
  ]);
  await expect(station.locator('.ant-upload-list-item-done')).toHaveCount(2);
  await expect(station).toContainText('已上传 2 / 4 张');
});

test('uploads a file in the file popup, lists it on the vehicle and downloads it; rejected files show why', async ({ page }) => {
  await openUploads(page);
  const card = page.getByTestId('vehicle-attachments-card');
  await expect(card).toContainText('暂无附件');
  await card.getByRole('button', { name: button('上传附件') }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: '上传附件：粤B·D12345' });
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: button('确定') }).click();
  await expect(page.locator('.ant-message')).toContainText('未上传文件');

  const input = modal.locator('input[type=file]');
  await input.setInputFiles({ name: '线路图.html', mimeType: 'text/html', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(page.locator('.ant-message')).toContainText('文件上传失败：不允许上传该类型的文件（线路图.html）');
  await input.setInputFiles({ name: '伪装.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await expect(page.locator('.ant-message')).toContainText('文件「伪装.png」的内容与扩展名 .png 不符');
  const failed = modal.locator('.ant-upload-list-item-error');
  await expect(failed).toHaveCount(2);
  // the list item slides in: hover again until its tooltip shows
  await expect(async () => {
    await page.mouse.move(0, 0);
    await failed.first().hover();
    await expect(page.locator('.ant-tooltip:visible')).toContainText('不允许上传该类型的文件', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await saveShot(page, 'uploads-file-popup-rejected');
  for (let i = 0; i < 2; i++) {
    await failed.first().hover();
    await failed.first().getByTitle('删除文件').click();
  }

  await input.setInputFiles({ name: '行驶证.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(modal.locator('.ant-upload-list-item-done')).toContainText('行驶证.pdf');
  await modal.getByRole('button', { name: button('确定') }).click();
  await expect(modal).toBeHidden();

  const listed = card.locator('.ant-list-item', { hasText: '行驶证.pdf' });
  await expect(listed).toBeVisible();
  const download = page.waitForEvent('download');
  await listed.getByRole('button', { name: button('下载') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('行驶证.pdf');
  const saved = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(saved).toString('latin1')).toBe(PDF.toString('latin1'));
  await saveShot(page, 'uploads-attachments', { fullPage: true });

  // the attachment survives a reload (found by its record), and removal asks first
  await page.reload();
  await expect(card.locator('.ant-list-item', { hasText: '行驶证.pdf' })).toBeVisible();
  await card
    .locator('.ant-list-item', { hasText: '行驶证.pdf' })
    .getByRole('button', { name: button('删除') })
    .click();
  await clickDialogButton(page.locator('.ant-modal-confirm'), button('删除'));
  await expect(card).toContainText('暂无附件');
});

test('a table cell uploads a maintenance slip and offers download and delete', async ({ page }) => {
  await openUploads(page);
  const row = page.getByTestId('repair-table').locator('.ant-table-row', { hasText: '粤B·D20871' });
  await row.locator('input[type=file]').setInputFiles({ name: '维修单-20260302.pdf', mimeType: 'application/pdf', buffer: PDF });
  const fileButton = row.getByRole('button', { name: /维修单-20260302\.pdf/ }).first();
  await expect(fileButton).toBeVisible();
  await fileButton.click();
  await expect(page.getByRole('menuitem', { name: /下载/ })).toBeVisible();
  await page.getByRole('menuitem', { name: /删除/ }).click();
  await clickDialogButton(page.locator('.ant-modal-confirm'), button('删除'));
  await expect(row.getByRole('button', { name: button('上传') })).toBeVisible();
});

test('the rich text editor uploads and embeds an image', async ({ page }) => {
  await openUploads(page);
  const editor = page.getByTestId('rich-text-editor');
  await expect(editor).toBeVisible();
  await editor.locator('.ProseMirror').click();
  await page.getByTestId('rich-text-image-input').setInputFiles({ name: '绕行示意图.png', mimeType: 'image/png', buffer: pngImage() });
  const image = editor.locator('.ProseMirror img');
  await expect(image).toHaveAttribute('src', /^\/api\/sys\/common\/static\/jeditor\/\d{8}\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await editor.scrollIntoViewIfNeeded();
  await saveShot(page, 'uploads-rich-text');
});
