/**
 * A start event whose name holds the "please click first" prompt (a placeholder some diagrams
 * are saved with) is renamed Start when the diagram is read, before it is drawn. It is part of
 * reading the file, not an edit, so it does not enter the undo history.
 */
import { translateModule, type Translate } from './i18n/translate-module';

export const PROMPT = /请先点击|please click first/i;

interface ParsedElement {
  $type: string;
  name?: string;
}

interface EventBus {
  on(event: string, callback: (event: { elementsById?: Record<string, ParsedElement> }) => void): void;
}

export class StartEventRename {
  static $inject = ['eventBus', 'translate'];

  constructor(eventBus: EventBus, translate: Translate) {
    eventBus.on('import.parse.complete', ({ elementsById }) => {
      for (const element of Object.values(elementsById ?? {})) {
        if (element.$type === 'bpmn:StartEvent' && element.name && PROMPT.test(element.name)) element.name = translate('Start');
      }
    });
  }
}

export const startEventRenameModule = {
  __depends__: [translateModule],
  __init__: ['startEventRename'],
  startEventRename: ['type', StartEventRename],
};
