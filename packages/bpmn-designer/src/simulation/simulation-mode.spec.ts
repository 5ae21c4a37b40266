/**
 * The simulation mode around the simulator: read-only modeling while it runs, what switching it
 * off clears, keys, speeds, notifications, unsupported elements and the deadlock warning.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get } from '../test/bootstrap';
import deadlock from './fixtures/deadlock.bpmn?raw';
import parallel from './fixtures/parallel-gateway.bpmn?raw';
import unsupported from './fixtures/unsupported.bpmn?raw';
import { AnimationSpeed } from './animation-speed';
import { READ_ONLY_MESSAGE } from './read-only-while-simulating';
import type { Animation, Notifications } from './simulation-types';
import { DEADLOCK_SETTLE_MS } from './deadlock-detection';
import { badgesAt, bootSimulation, notificationTexts, support, toggleSimulation, tokensAt, tokensSettled } from './simulation-test-support';

interface Shape {
  id: string;
  x: number;
  businessObject: { name?: string };
}
interface Modeling {
  updateLabel(element: Shape, text: string): void;
  moveShape(element: Shape, delta: { x: number; y: number }): void;
}
const shape = (id: string) => get<{ get(id: string): Shape | undefined }>('elementRegistry').get(id)!;
const exists = (id: string) => !!get<{ get(id: string): Shape | undefined }>('elementRegistry').get(id);
const trigger = (action: string) => get<{ trigger(action: string, options?: unknown): unknown }>('editorActions').trigger(action);
const pressKey = (key: string) => {
  const svg = get<{ _svg: SVGElement }>('canvas')._svg;
  svg.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
};
// some specs put timeouts on fake time (notifications, the deadlock settle timer); tokens still
// move in real time (animation frames)
afterEach(() => vi.useRealTimers());

const isHidden = (selector: string) => document.querySelector(selector)!.classList.contains('hidden');

describe('while the simulation runs', () => {
  it('refuses every edit with 模型只读 and blocks the editor actions of spec 02, until it is switched off', async () => {
    await bootSimulation(parallel);
    const modeling = get<Modeling>('modeling');
    const commandStack = get<{ undo(): void; canUndo(): boolean }>('commandStack');
    modeling.updateLabel(shape('Task_A'), '车队审批');
    get<{ select(element: Shape): void }>('selection').select(shape('Task_A'));

    toggleSimulation(true);
    expect(() => modeling.updateLabel(shape('Task_A'), '改名')).toThrow(READ_ONLY_MESSAGE);
    expect(() => modeling.moveShape(shape('Task_A'), { x: 10, y: 0 })).toThrow(READ_ONLY_MESSAGE);

    for (const action of [
      'undo',
      'redo',
      'copy',
      'paste',
      'removeSelection',
      'spaceTool',
      'lassoTool',
      'globalConnectTool',
      'distributeElements',
      'alignElements',
      'directEditing',
    ]) {
      trigger(action);
    }
    commandStack.undo();
    expect(shape('Task_A').businessObject.name).toBe('车队审批');
    expect(exists('Task_A')).toBe(true);
    expect(get<{ isActive(): boolean }>('directEditing').isActive()).toBe(false);
    expect(document.querySelector('.djs-context-pad.open')).toBeNull();
    expect(getComputedStyle(document.querySelector('.djs-palette')!).display).toBe('none');

    toggleSimulation(false);
    expect(getComputedStyle(document.querySelector('.djs-palette')!).display).not.toBe('none');
    trigger('undo');
    expect(shape('Task_A').businessObject.name).toBe('调度审批');
    modeling.updateLabel(shape('Task_A'), '再改名');
    expect(shape('Task_A').businessObject.name).toBe('再改名');
  });

  it('clears token counts, badges and notifications when switched off', async () => {
    await bootSimulation(parallel);
    toggleSimulation(true);
    const atJoin = support().elementEnter('Join');
    support().triggerElement('Start_1');
    await atJoin;
    await vi.waitFor(() => expect(tokensAt('Join')).toBe(1));
    expect(notificationTexts().length).toBeGreaterThan(0);

    toggleSimulation(false);
    expect(document.querySelectorAll('.bts-token-count')).toHaveLength(0);
    expect(document.querySelectorAll('.bts-context-pad')).toHaveLength(0);
    expect(notificationTexts()).toEqual([]);
  });

  it('answers the keys t, l, space and r on the canvas', async () => {
    await bootSimulation(parallel);
    pressKey('t');
    expect(get<{ isActive(): boolean }>('disableModeling').isActive()).toBe(true);

    pressKey('l');
    expect(isHidden('.bts-log')).toBe(false);
    pressKey('l');
    expect(isHidden('.bts-log')).toBe(true);

    const atJoin = support().elementEnter('Join');
    support().triggerElement('Start_1');
    // paused, the canvas border turns grey (class 'paused' on the diagram container)
    const diagram = document.querySelector('.bjs-container')!;
    pressKey(' ');
    expect(diagram.classList.contains('paused')).toBe(true);
    pressKey(' ');
    expect(diagram.classList.contains('paused')).toBe(false);
    await atJoin;

    await vi.waitFor(() => expect(tokensAt('Join')).toBe(1));
    pressKey('r');
    expect(tokensAt('Join')).toBe(0);
    expect(tokensAt('Catch_1')).toBe(0);

    pressKey('t');
    expect(get<{ isActive(): boolean }>('disableModeling').isActive()).toBe(false);
  });

  it('offers the speeds 0.5, 1 and 1.5', async () => {
    await bootSimulation(parallel);
    toggleSimulation(true);
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.bts-set-animation-speed [data-speed]')];
    expect(buttons.map((button) => Number(button.dataset.speed))).toEqual([0.5, 1, 1.5]);
    expect(buttons.map((button) => button.title)).toEqual(['动画速度：慢速 0.5×', '动画速度：正常 1×', '动画速度：快速 1.5×']);
    buttons[2].click();
    expect(get<Animation>('animation').getAnimationSpeed()).toBe(1.5);
    expect(buttons[2].classList.contains('active')).toBe(true);
    expect(() => get<AnimationSpeed>('setAnimationSpeed').setSpeed(2 as 1)).toThrow();
  });

  it('shows notifications for 2000 ms and at most five at once, dropping the oldest', async () => {
    await bootSimulation(parallel);
    toggleSimulation(true);
    const notifications = get<Notifications>('notifications');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (let index = 1; index <= 7; index += 1) notifications.showNotification({ text: `通知 ${index}` });
    expect(notificationTexts()).toEqual(['通知 3', '通知 4', '通知 5', '通知 6', '通知 7']);
    vi.advanceTimersByTime(1999);
    expect(notificationTexts()).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(notificationTexts()).toEqual([]);
  });

  it('speaks Chinese in its controls, pads and log', async () => {
    await bootSimulation(parallel);
    toggleSimulation(true);
    await Promise.resolve();
    expect(document.querySelector('.bts-log .bts-header')!.textContent).toContain('模拟日志');
    expect(support().getElementTrigger('Start_1')!.title).toBe('触发事件');
    const atJoin = support().elementEnter('Join');
    support().triggerElement('Start_1');
    await atJoin;
    await vi.waitFor(() => expect(notificationTexts()).toContain('流程已开始'));
    expect(notificationTexts()).toContain('调度审批');
  });
});

describe('unsupported elements', () => {
  it('get a 不支持 badge, one notification per type, and starting is refused', async () => {
    await bootSimulation(unsupported);
    toggleSimulation(true);
    expect(badgesAt('Complex_1')).toEqual(['不支持']);
    expect(badgesAt('Complex_2')).toEqual(['不支持']);
    expect(badgesAt('Store_1')).toEqual(['不支持']);
    expect(badgesAt('Task_A')).toEqual([]);
    expect(notificationTexts()).toEqual(['复杂网关 不支持', '数据存储 不支持']);

    // the start is refused as it is triggered (no token is made), with a notification
    support().triggerElement('Start_1');
    expect(notificationTexts()).toContain('流程含有不支持的元素，无法开始模拟');
    await tokensSettled();
    expect(tokensAt('Start_1')).toBe(0);
    expect(tokensAt('Complex_1')).toBe(0);

    toggleSimulation(false);
    expect(badgesAt('Complex_1')).toEqual([]);
  });
});

describe('deadlock', () => {
  it('is reported when tokens stay without moving, with a badge where they wait', async () => {
    await bootSimulation(deadlock);
    toggleSimulation(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const atJoin = support().elementEnter('Join');
    support().triggerElement('Start_1');
    await atJoin;
    await tokensSettled();
    vi.advanceTimersByTime(DEADLOCK_SETTLE_MS - 1);
    expect(notificationTexts()).not.toContain('流程死锁：令牌停滞，无法继续流转');
    vi.advanceTimersByTime(1);
    expect(notificationTexts()).toContain('流程死锁：令牌停滞，无法继续流转');
    expect(badgesAt('Join')).toEqual(['死锁']);
    expect(tokensAt('Join')).toBe(1);
  });

  it('is not reported while a token waits for an event the user can trigger', async () => {
    await bootSimulation(parallel);
    toggleSimulation(true);
    const atJoin = support().elementEnter('Join');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    support().triggerElement('Start_1');
    await atJoin;
    await tokensSettled();
    vi.advanceTimersByTime(DEADLOCK_SETTLE_MS);
    expect(notificationTexts()).not.toContain('流程死锁：令牌停滞，无法继续流转');
    expect(badgesAt('Join')).toEqual([]);
  });
});
