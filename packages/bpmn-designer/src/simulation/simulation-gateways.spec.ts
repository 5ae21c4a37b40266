/**
 * Simulating the three gateway kinds on fixtures: the exclusive gateway takes its first flow and
 * cycles through the others with its chooser, the parallel join waits for all incoming tokens,
 * the event-based gateway waits until one of its catch events is triggered.
 */
import { describe, expect, it, vi } from 'vitest';
import eventBased from './fixtures/event-based-gateway.bpmn?raw';
import exclusive from './fixtures/exclusive-gateway.bpmn?raw';
import parallel from './fixtures/parallel-gateway.bpmn?raw';
import { bootSimulation, hasTrigger, notificationTexts, support, toggleSimulation, tokensAt, tokensSettled } from './simulation-test-support';

describe('exclusive gateway', () => {
  it('takes the first outgoing flow, then the chooser cycles through the flows', async () => {
    await bootSimulation(exclusive);
    toggleSimulation(true);

    const firstRun = support().elementEnter('End_A');
    support().triggerElement('Start_1');
    await firstRun;

    support().triggerElement('Gateway_1');
    const secondRun = support().elementEnter('End_B');
    support().triggerElement('Start_1');
    await secondRun;

    support().triggerElement('Gateway_1');
    const thirdRun = support().elementEnter('End_A');
    support().triggerElement('Start_1');
    await thirdRun;
  });
});

describe('parallel gateway', () => {
  it('joins only when a token arrived on every incoming flow', async () => {
    await bootSimulation(parallel);
    toggleSimulation(true);
    const taskDone = support().elementEnter('Join');
    support().triggerElement('Start_1');
    await taskDone;

    // Task_A's token waits at the join; the other one waits at the catch event
    await vi.waitFor(() => expect(tokensAt('Join')).toBe(1));
    expect(tokensAt('Catch_1')).toBe(1);
    await tokensSettled();
    expect(tokensAt('End_1')).toBe(0);
    expect(tokensAt('Join')).toBe(1);

    const finished = support().scopeDestroyed('Process_1');
    support().triggerElement('Catch_1');
    expect((await finished).scope.completed).toBe(true);
    expect(tokensAt('Join')).toBe(0);
    await vi.waitFor(() => expect(notificationTexts()).toContain('流程已完成'));
  });
});

describe('event-based gateway', () => {
  it('waits for an event, and triggering one cancels the other', async () => {
    await bootSimulation(eventBased);
    toggleSimulation(true);
    const atGateway = support().elementEnter('Gateway_1');
    support().triggerElement('Start_1');
    await atGateway;

    await vi.waitFor(() => expect(hasTrigger('Catch_Timer')).toBe(true));
    expect(hasTrigger('Catch_Message')).toBe(true);
    expect(tokensAt('Gateway_1')).toBe(1);

    const timerPath = support().elementEnter('Task_T');
    support().triggerElement('Catch_Timer');
    await timerPath;
    expect(hasTrigger('Catch_Message')).toBe(false);

    const finished = support().scopeDestroyed('Process_1');
    expect((await finished).scope.completed).toBe(true);
    expect(tokensAt('Task_M')).toBe(0);
  });
});
