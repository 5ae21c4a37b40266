import { expect, test, type Locator, type Page } from '@playwright/test';
import { CAPTCHA_OFF_URL } from './playwright.config';
import { ADMIN, apiLogin, saveShot, signInAs, signInAsAdmin } from './support';

/**
 * Issue 22 item 17: without a base map the maps drew on plain beige with no word about it, and
 * every line in blue (up) and orange (down) whatever its own colour. The line's colour is what is
 * painted now (checked on the pixels Chromium renders), and the map says it has no base map.
 */

/** How many pixels of the map, as rendered, are within a few steps of the colour. */
async function pixelsOf(page: Page, map: Locator, hex: string): Promise<number> {
  const png = (await map.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, hex }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i] - r) <= 6 && Math.abs(data[i + 1] - g) <= 6 && Math.abs(data[i + 2] - b) <= 6) count++;
      }
      return count;
    },
    { png, hex },
  );
}

test("线路管理's map draws 1路 in its own colour and says it has no base map; an administrator is told how to set one", async ({ page, browser }) => {
  await signInAsAdmin(page, '/zsgj/line');
  const admin = await apiLogin(page.request, ADMIN);
  const lines = await page.request.get(`/api/ops/route/list?number=${encodeURIComponent('1路')}`, { headers: { 'X-Access-Token': admin } });
  const line = ((await lines.json()).result.records as Array<{ number: string; color: string }>).find((r) => r.number === '1路')!;
  expect(line.color).toMatch(/^#[0-9A-F]{6}$/i);

  const map = page.getByTestId('transit-map');
  await expect(map).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 });
  await expect(map).toHaveAttribute('data-lines', '2');
  const notice = page.getByTestId('map-base-notice');
  await expect(notice).toContainText('未配置底图（MAP_STYLE_URL），仅显示线路与站点');
  await expect(notice).toContainText('在服务器环境变量 MAP_STYLE_URL 中填写');

  // both directions in 1路's colour; none in the blue and orange every line had
  await expect(async () => expect(await pixelsOf(page, map, line.color)).toBeGreaterThan(400)).toPass({ timeout: 15_000 });
  expect(await pixelsOf(page, map, '#1677ff')).toBe(0);
  expect(await pixelsOf(page, map, '#fa8c16')).toBe(0);
  await saveShot(page, 'ops-map-line-colour');

  // 刘洋 (运营人员) sees the notice, not the administrator's how-to
  const context = await browser.newContext({ baseURL: CAPTCHA_OFF_URL, reducedMotion: 'reduce' });
  const operator = await context.newPage();
  await signInAs(operator, 'liuyang', '/zsgj/line');
  const operatorNotice = operator.getByTestId('map-base-notice');
  await expect(operatorNotice).toContainText('未配置底图（MAP_STYLE_URL），仅显示线路与站点');
  await expect(operatorNotice).not.toContainText('MAP_STYLE_URL 中填写');
  await context.close();
});
