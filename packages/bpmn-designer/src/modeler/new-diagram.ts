/**
 * A new diagram (spec 02 "Designer layout"): a start event and a user task named initiator,
 * assigned to the applicant, in a process whose id is `process_` plus a random name.
 */
import { ENGINE_NAMESPACES, ext } from '../engines/namespaces';
import type { DesignerLang, Engine } from '../options';

/** The expression that resolves to the applicant (the user who starts the process). */
export const INITIATOR = '${INITIATOR}';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `process_` + 8 random letters or digits: a valid process key (starts with a letter, no Chinese). */
export function randomProcessId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `process_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

const LABELS: Record<DesignerLang, { process: string; start: string; initiator: string }> = {
  zh_CN: { process: '新建流程', start: '开始', initiator: '发起人' },
  en_US: { process: 'New process', start: 'Start', initiator: 'Initiator' },
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface NewDiagramOptions {
  engine?: Engine;
  lang?: DesignerLang;
  processId?: string;
  processName?: string;
}

export function createNewDiagramXml(options: NewDiagramOptions = {}): string {
  const engine = options.engine ?? 'flowable';
  const labels = LABELS[options.lang ?? 'zh_CN'];
  const { prefix, uri } = ENGINE_NAMESPACES[engine];
  const processId = escapeXml(options.processId ?? randomProcessId());
  const processName = escapeXml(options.processName ?? labels.process);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${prefix}="${uri}" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${processId}" name="${processName}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="${labels.start}">
      <bpmn:outgoing>Flow_initiator</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_initiator" name="${labels.initiator}" ${ext(engine, 'assignee')}="${INITIATOR}">
      <bpmn:extensionElements>
        <${prefix}:assignee type="custom" value="${INITIATOR}" text="${labels.initiator}" />
      </bpmn:extensionElements>
      <bpmn:incoming>Flow_initiator</bpmn:incoming>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="Flow_initiator" sourceRef="StartEvent_1" targetRef="Task_initiator" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processId}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="182" y="142" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="189" y="185" width="22" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_initiator_di" bpmnElement="Task_initiator">
        <dc:Bounds x="280" y="120" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_initiator_di" bpmnElement="Flow_initiator">
        <di:waypoint x="218" y="160" />
        <di:waypoint x="280" y="160" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
