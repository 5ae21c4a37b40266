/**
 * A new diagram: 开始 -> 审批 -> 结束, in a process whose id is `process_` plus a random name.
 *
 * Spec 02 starts a new process with a user task named initiator assigned to the applicant; issue
 * 22 overrides it: the applicant then approved his own request first. The approval task is
 * assigned to nobody, so lint names it (用户任务未设置审批人) and the model stays a draft until the
 * designer chooses its approver.
 */
import { ENGINE_NAMESPACES } from '../engines/namespaces';
import type { DesignerLang, Engine } from '../options';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `process_` + 8 random letters or digits: a valid process key (starts with a letter, no Chinese). */
export function randomProcessId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `process_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

const LABELS: Record<DesignerLang, { process: string; start: string; approve: string; end: string }> = {
  zh_CN: { process: '新建流程', start: '开始', approve: '审批', end: '结束' },
  en_US: { process: 'New process', start: 'Start', approve: 'Approval', end: 'End' },
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
      <bpmn:outgoing>Flow_approve</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_approve" name="${labels.approve}">
      <bpmn:incoming>Flow_approve</bpmn:incoming>
      <bpmn:outgoing>Flow_end</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="EndEvent_1" name="${labels.end}">
      <bpmn:incoming>Flow_end</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_approve" sourceRef="StartEvent_1" targetRef="Task_approve" />
    <bpmn:sequenceFlow id="Flow_end" sourceRef="Task_approve" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processId}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="182" y="142" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="189" y="185" width="22" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_approve_di" bpmnElement="Task_approve">
        <dc:Bounds x="280" y="120" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1">
        <dc:Bounds x="442" y="142" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="449" y="185" width="22" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_approve_di" bpmnElement="Flow_approve">
        <di:waypoint x="218" y="160" />
        <di:waypoint x="280" y="160" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_end_di" bpmnElement="Flow_end">
        <di:waypoint x="380" y="160" />
        <di:waypoint x="442" y="160" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
