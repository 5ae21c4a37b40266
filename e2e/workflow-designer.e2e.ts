import { expect, test, type Page } from '@playwright/test';
import { openMenu, signInAsAdmin } from './support';

const SHOTS = '/work/main/.tmp/shots';
const stamp = String(Date.now()).slice(-6);
const button = (name: string) => new RegExp(`${name.split('').join('\\s*')}$`);

const canvasOf = (page: Page) => page.getByTestId('designer-canvas');
const shapeOf = (page: Page, id: string) => canvasOf(page).locator(`g.djs-element[data-element-id="${id}"]`);
const padEntry = (page: Page, action: string) => page.locator(`.djs-context-pad [data-action="${action}"]`);
const panelOf = (page: Page) => page.locator('.bpmn-properties-panel');

async function elementIds(page: Page, kind: 'shape' | 'connection') {
  return canvasOf(page)
    .locator(`g.djs-${kind}[data-element-id]`)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-element-id')!));
}

/** Clicks a shape on the canvas and waits until it is the selected one (its context pad open). */
async function select(page: Page, id: string) {
  await shapeOf(page, id).click();
  await expect(shapeOf(page, id)).toHaveClass(/\bselected\b/);
  await expect(page.locator('.djs-context-pad')).toBeVisible();
}

/** Appends an element through the context pad of `sourceId`; answers the ids of the new shape and flow. */
async function append(page: Page, sourceId: string, action: string) {
  const shapesBefore = await elementIds(page, 'shape');
  const flowsBefore = await elementIds(page, 'connection');
  await select(page, sourceId);
  await padEntry(page, action).click();
  let shape = '';
  let flow = '';
  await expect(async () => {
    shape = (await elementIds(page, 'shape')).filter((id) => !shapesBefore.includes(id) && !id.endsWith('_label'))[0] ?? '';
    flow = (await elementIds(page, 'connection')).filter((id) => !flowsBefore.includes(id))[0] ?? '';
    expect(shape).not.toBe('');
    expect(flow).not.toBe('');
  }).toPass({ timeout: 5_000 });
  return { shape, flow };
}

/** Clicks on a sequence flow's line, as a user picks a connection. */
async function selectFlow(page: Page, id: string) {
  const flow = canvasOf(page).locator(`g.djs-connection[data-element-id="${id}"]`);
  const point = await flow.locator('path.djs-hit').evaluate((path: SVGPathElement) => {
    const middle = path.getPointAtLength(path.getTotalLength() / 2);
    const onScreen = new DOMPoint(middle.x, middle.y).matrixTransform(path.getScreenCTM()!);
    return { x: onScreen.x, y: onScreen.y };
  });
  await page.mouse.click(point.x, point.y);
  await expect(flow).toHaveClass(/\bselected\b/);
}

test('a new model is drawn with a gateway, checked by lint, configured in the panel, saved twice and reloaded', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `请假审批${stamp}`;
  await signInAsAdmin(page);
  await openMenu(page, '流程管理', '流程设计');
  await page.getByRole('button', { name: button('新建') }).click();
  const dialog = page.getByRole('dialog', { name: '新建流程模型' });
  await dialog.getByLabel('流程名称').fill(name);
  await expect(dialog.getByLabel('流程标识')).toHaveValue(/^process_[a-z0-9]{8}$/);
  const key = await dialog.getByLabel('流程标识').inputValue();
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page).toHaveURL(/\/workflow\/design\/process\/[^/]+$/);

  // the new diagram: 开始 -> 发起人
  await expect(shapeOf(page, 'StartEvent_1')).toContainText('开始');
  await expect(shapeOf(page, 'Task_initiator')).toContainText('发起人');
  await page.screenshot({ path: `${SHOTS}/designer-new.png` });

  const gateway = await append(page, 'Task_initiator', 'append.gateway');
  const upper = await append(page, gateway.shape, 'append.append-task');
  const lower = await append(page, gateway.shape, 'append.append-task');
  await page.screenshot({ path: `${SHOTS}/designer-drawn.png` });
  console.log(gateway, upper, lower);
});
