/**
 * A line whose timetable needs more buses than it has: three buses out at once in the morning, two
 * on its books, no driver yet. 班次管理's 时刻表 and 驾驶员管理 › 排班 both say how many buses and
 * drivers the day lacks and when. The line, its trips and buses are made through the API as 线路管理,
 * 班次管理 and 车辆管理 make them (their pages have their own specs).
 */
import { expect, test } from '@playwright/test';
import { OpsApi } from './ops-setup';
import { saveShot, signInAsAdmin } from './support';

const stamp = String(Date.now()).slice(-5);
const line = `C${stamp.slice(-3)}路`;
const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;

test('the timetable and duty pages say when the fleet and the crew are short, by how many and at which hours', async ({ page }) => {
  const api = await OpsApi.asAdmin(page.request);
  const route = await api.line({ code: `E2EC${stamp}`, number: line, stops: ['缺车站', '中途站', '终点站'], minutesBetween: 30 });
  const calendar = await api.dailyCalendar(`CV${stamp}`);
  // three trips an hour long leaving ten minutes apart, none coming back: three buses out from 06:20 to 07:00
  const blocks = await api.dailyBlocks(
    route.id,
    calendar.id,
    [
      [0, h(6)],
      [0, h(6, 10)],
      [0, h(6, 20)],
    ],
    5,
  );
  expect(blocks).toHaveLength(3);
  for (const n of [1, 2])
    await api.send('POST', '/ops/vehicle/add', {
      // F: a plate letter the seeded fleet never uses (its new-energy buses are D), so no run can collide with it
      plate: `鄂A·F${stamp.slice(-4)}${n}`,
      selfNo: `C${stamp}${n}`,
      energyType: 'electric',
      seats: 30,
      capacity: 80,
      status: 'operating',
      routeId: route.id,
      inspectionExpiry: '2099-12-31',
      insuranceExpiry: '2099-12-31',
    });

  // 班次管理 › 时刻表, today: the line's own buses and drivers
  await signInAsAdmin(page, `/zsgj/shift?routeId=${route.id}&calendarId=${calendar.id}`);
  const notice = page.getByTestId('coverage');
  await expect(notice).toContainText('本线路的车辆或驾驶员不够运营当天的时刻表');
  await expect(notice).toContainText('本日需 3 辆车，可用 2 辆，缺 1 辆（06:20-07:00）');
  await expect(notice).toContainText('需驾驶员 3 名，在岗 0 名，缺司机 3 名（06:00-07:20）');
  await saveShot(page, 'ops-coverage-timetable');

  // 驾驶员管理 › 排班, the same line
  await page.goto('/zsgj/driver');
  await page.getByRole('tab', { name: '排班' }).click();
  const routeInput = page.locator('#duty-route');
  await routeInput.click();
  await routeInput.fill(line);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: line }).first().click();
  const duties = page.getByTestId('coverage').filter({ visible: true });
  await expect(duties).toContainText('缺 1 辆（06:20-07:00）');
  await expect(duties).toContainText('缺司机 3 名');
  await expect(page.getByText('共 3 个班段（3 个车次链），已排 0 个')).toBeVisible();
  await saveShot(page, 'ops-coverage-duties');
});
