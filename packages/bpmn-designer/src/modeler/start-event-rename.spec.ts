import { describe, expect, it } from 'vitest';
import { bootstrapModeler, get } from '../test/bootstrap';
import prompt from './fixtures/prompt-start.bpmn?raw';
import type { DesignerLanguage } from './i18n/translate-module';
import { startEventRenameModule } from './start-event-rename';

interface Shape {
  businessObject: { name?: string };
}

const shape = (id: string) => get<{ get(id: string): Shape }>('elementRegistry').get(id);
const labelText = (id: string) => document.querySelector(`[data-element-id="${id}_label"] text`)?.textContent;

describe('start event with the "please click first" prompt', () => {
  it('is renamed 开始 when the diagram is read, before it is drawn, without an undo step', async () => {
    await bootstrapModeler(prompt, { additionalModules: [startEventRenameModule] });
    expect(shape('StartEvent_1').businessObject.name).toBe('开始');
    expect(labelText('StartEvent_1')).toBe('开始');
    expect(get<{ canUndo(): boolean }>('commandStack').canUndo()).toBe(false);
    // only start events: a task that happens to hold the words keeps its name
    expect(shape('Task_1').businessObject.name).toBe('请先点击审批');
  });

  it('is renamed Start in English', async () => {
    const modeler = await bootstrapModeler(prompt, { additionalModules: [startEventRenameModule] });
    get<DesignerLanguage>('designerLanguage').set('en_US');
    await modeler.importXML(prompt);
    expect(shape('StartEvent_1').businessObject.name).toBe('Start');
  });
});
