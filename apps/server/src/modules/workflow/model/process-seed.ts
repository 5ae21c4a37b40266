/**
 * A process an area ships with (its model, version 1, and the deployment of it), written by the
 * area's seed through the workflow's public face: the 定制线路评估 of ops, the 退款审批 and
 * 年卡审核 of the card desk. Stable ids from the process key; written once (ON CONFLICT DO
 * NOTHING), so a model a designer changed and redeployed stays as they left it.
 */
import type { Database } from '../../../db/client';
import { seedId } from '../../../db/seed/seed-id';
import { wfDeployment } from '../runtime/runtime.table';
import { wfModel, wfModelVersion } from './model.table';

export interface SeedProcess {
  processKey: string;
  name: string;
  category: string;
  description: string;
  xml: string;
}

export async function seedApprovalProcess(tx: Database, process: SeedProcess, tenantId = 1): Promise<void> {
  const ids = {
    model: seedId('wf-model', process.processKey),
    modelVersion: seedId('wf-model-version', `${process.processKey}:1`),
    deployment: seedId('wf-deployment', `${process.processKey}:1`),
  };
  await tx
    .insert(wfModel)
    .values({
      id: ids.model,
      tenantId,
      modelKey: process.processKey,
      name: process.name,
      description: process.description,
      category: process.category,
      engine: 'flowable',
      latestVersion: 1,
      deployableVersion: 1,
      xml: process.xml,
      createBy: 'system',
    })
    .onConflictDoNothing();
  await tx
    .insert(wfModelVersion)
    .values({ id: ids.modelVersion, modelId: ids.model, versionNo: 1, xml: process.xml, engine: 'flowable', comment: '初始版本', createBy: 'system' })
    .onConflictDoNothing();
  await tx
    .insert(wfDeployment)
    .values({
      id: ids.deployment,
      tenantId,
      processKey: process.processKey,
      name: process.name,
      category: process.category,
      versionNo: 1,
      modelId: ids.model,
      modelVersion: 1,
      xml: process.xml,
      startForm: null,
      deployBy: 'system',
    })
    .onConflictDoNothing();
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The BPMN of a one-step approval (start → one user's task → end), with its diagram: what a seeded
 * business approval starts as; a designer adds steps in 流程设计 and redeploys.
 */
export function oneStepProcessXml(input: {
  processKey: string;
  name: string;
  startName: string;
  taskName: string;
  assignee: string;
  assigneeText: string;
}): string {
  const key = input.processKey;
  const [name, startName, taskName, assignee, assigneeText] = [input.name, input.startName, input.taskName, input.assignee, input.assigneeText].map(escapeXml);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="start" name="${startName}" flowable:initiator="initiator"><bpmn:outgoing>toTask</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="review" name="${taskName}" flowable:assignee="${assignee}">
      <bpmn:extensionElements><flowable:assignee type="user" value="${assignee}" text="${assigneeText}" /></bpmn:extensionElements>
      <bpmn:incoming>toTask</bpmn:incoming><bpmn:outgoing>toEnd</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>toEnd</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="toTask" sourceRef="start" targetRef="review" />
    <bpmn:sequenceFlow id="toEnd" sourceRef="review" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${key}">
    <bpmndi:BPMNPlane id="BPMNPlane_${key}" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="146" y="225" width="48" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="review_di" bpmnElement="review"><dc:Bounds x="250" y="160" width="120" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="442" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="449" y="225" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toTask_di" bpmnElement="toTask"><di:waypoint x="188" y="200" /><di:waypoint x="250" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toEnd_di" bpmnElement="toEnd"><di:waypoint x="370" y="200" /><di:waypoint x="442" y="200" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
