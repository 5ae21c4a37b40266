/**
 * 请假申请: a leave process and its start form, saved and deployed by the seed so a new install can
 * run an approval at once. The department head (发起人部门负责人) approves every application; more than
 * 3 days then goes to 人事审批, offered to the HR specialists (any of them claims it). Numbers such
 * as QJ-20261126-0001 restart every day. Approvers read the form but change nothing; the initiator
 * edits it when an application comes back to them. 请假天数 is worked out from 起止日期 and the half
 * days (working days Monday to Friday: @bus/contracts leaveDays), never typed.
 */
import { CUSTOM_EVALUATION_PROCESS_KEY, HALF_DAYS } from '@bus/contracts';
import { seedId } from './seed-id';

export const LEAVE_PROCESS_KEY = 'leave';
export const LEAVE_FORM_KEY = 'leave_form';

export const leaveForm = {
  labelWidth: 100,
  layout: 'horizontal',
  // 请假申请-刘洋-年休假5天（2026-12-07 至 2026-12-11）: applications told apart in every list
  titleTemplate: '{流程名称}-{发起人}-{请假类型}{请假天数}天（{起止日期}）',
  fields: [
    {
      id: 'f_type',
      type: 'select',
      label: '请假类型',
      prop: 'leaveType',
      span: 12,
      required: true,
      placeholder: '请选择请假类型',
      options: [
        { label: '年休假', value: 'annual' },
        { label: '事假', value: 'personal' },
        { label: '病假', value: 'sick' },
        { label: '调休', value: 'compensatory' },
        { label: '婚假', value: 'marriage' },
        { label: '产假', value: 'maternity' },
        { label: '丧假', value: 'bereavement' },
      ],
    },
    {
      id: 'f_days',
      type: 'number',
      label: '请假天数',
      prop: 'days',
      span: 12,
      required: true,
      placeholder: '按起止日期自动计算',
      props: { min: 0.5, max: 365, step: 0.5, precision: 1, workdaysOf: 'period', startHalfOf: 'startHalf', endHalfOf: 'endHalf' },
    },
    { id: 'f_period', type: 'daterange', label: '起止日期', prop: 'period', span: 24, required: true, props: { format: 'YYYY-MM-DD' } },
    { id: 'f_start_half', type: 'radio', label: '开始时段', prop: 'startHalf', span: 12, required: true, defaultValue: 'am', options: [...HALF_DAYS] },
    { id: 'f_end_half', type: 'radio', label: '结束时段', prop: 'endHalf', span: 12, required: true, defaultValue: 'pm', options: [...HALF_DAYS] },
    { id: 'f_reason', type: 'textarea', label: '请假事由', prop: 'reason', span: 24, required: true, props: { rows: 3, maxLength: 500 } },
    { id: 'f_handover', type: 'input', label: '工作交接人', prop: 'handover', span: 12, props: { maxLength: 50 } },
  ],
};

const fieldPermissions = ['leaveType', 'days', 'period', 'startHalf', 'endHalf', 'reason', 'handover']
  .map((prop) => `<flowable:formField prop="${prop}" readable="true" writable="false" />`)
  .join('');

export const leaveXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_leave" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${LEAVE_PROCESS_KEY}" name="请假申请" isExecutable="true">
    <bpmn:extensionElements><flowable:serial name="请假单号" prefix="QJ" dateFormat="yyyyMMdd" suffixLength="4" startSequence="1" connector="-" cycle="day" /></bpmn:extensionElements>
    <bpmn:startEvent id="start" name="提交申请" flowable:initiator="initiator"><bpmn:outgoing>toHead</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="deptHead" name="部门负责人审批" flowable:assignee="\${initiatorDeptLeader}">
      <bpmn:extensionElements><flowable:assignee type="custom" value="\${initiatorDeptLeader}" text="发起人部门负责人" />${fieldPermissions}</bpmn:extensionElements>
      <bpmn:incoming>toHead</bpmn:incoming><bpmn:outgoing>toDays</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="daysGateway" name="请假天数" default="short"><bpmn:incoming>toDays</bpmn:incoming><bpmn:outgoing>long</bpmn:outgoing><bpmn:outgoing>short</bpmn:outgoing></bpmn:exclusiveGateway>
    <bpmn:userTask id="hr" name="人事审批">
      <bpmn:extensionElements><flowable:assignee type="post" value="hr_specialist" text="人事专员" />${fieldPermissions}</bpmn:extensionElements>
      <bpmn:incoming>long</bpmn:incoming><bpmn:outgoing>hrDone</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>short</bpmn:incoming><bpmn:incoming>hrDone</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="toHead" sourceRef="start" targetRef="deptHead" />
    <bpmn:sequenceFlow id="toDays" sourceRef="deptHead" targetRef="daysGateway" />
    <bpmn:sequenceFlow id="long" name="超过3天" sourceRef="daysGateway" targetRef="hr"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" name="3天及以内" sourceRef="daysGateway" targetRef="end" />
    <bpmn:sequenceFlow id="hrDone" sourceRef="hr" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_leave">
    <bpmndi:BPMNPlane id="BPMNPlane_leave" bpmnElement="${LEAVE_PROCESS_KEY}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="146" y="225" width="48" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptHead_di" bpmnElement="deptHead"><dc:Bounds x="250" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="daysGateway_di" bpmnElement="daysGateway" isMarkerVisible="true"><dc:Bounds x="415" y="175" width="50" height="50" /><bpmndi:BPMNLabel><dc:Bounds x="416" y="151" width="48" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hr_di" bpmnElement="hr"><dc:Bounds x="540" y="60" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="722" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="729" y="225" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toHead_di" bpmnElement="toHead"><di:waypoint x="188" y="200" /><di:waypoint x="250" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toDays_di" bpmnElement="toDays"><di:waypoint x="350" y="200" /><di:waypoint x="415" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="long_di" bpmnElement="long"><di:waypoint x="440" y="175" /><di:waypoint x="440" y="100" /><di:waypoint x="540" y="100" /><bpmndi:BPMNLabel><dc:Bounds x="460" y="82" width="44" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="short_di" bpmnElement="short"><di:waypoint x="465" y="200" /><di:waypoint x="722" y="200" /><bpmndi:BPMNLabel><dc:Bounds x="560" y="207" width="55" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrDone_di" bpmnElement="hrDone"><di:waypoint x="640" y="100" /><di:waypoint x="740" y="100" /><di:waypoint x="740" y="182" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** The stable ids of the seeded rows (tenant 1, the demo company). */
export const leaveSeedIds = {
  form: seedId('wf-form', LEAVE_FORM_KEY),
  formVersion: seedId('wf-form-version', `${LEAVE_FORM_KEY}:1`),
  model: seedId('wf-model', LEAVE_PROCESS_KEY),
  modelVersion: seedId('wf-model-version', `${LEAVE_PROCESS_KEY}:1`),
  deployment: seedId('wf-deployment', `${LEAVE_PROCESS_KEY}:1`),
};

/**
 * 定制线路评估: a 定制 request (企业与个人定制) in 评估中 goes to the manager of 运营管理部 (曹艳);
 * 同意 opens the line proposed when the evaluation started (已开线), 驳回 answers the customer with
 * the reason (未通过). Started by the ops area for the request (startForRecord, business type
 * ops.custom_request) from the request's 开始评估; it has no start form (started by hand from 发起流程,
 * it would belong to no request and change nothing).
 */
export const customEvaluationXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_custom_evaluation" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${CUSTOM_EVALUATION_PROCESS_KEY}" name="定制线路评估" isExecutable="true">
    <bpmn:startEvent id="start" name="提交评估" flowable:initiator="initiator"><bpmn:outgoing>toManager</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="opsManager" name="运营管理部经理审批" flowable:assignee="caoyan">
      <bpmn:extensionElements><flowable:assignee type="user" value="caoyan" text="曹艳（运营管理部经理）" /></bpmn:extensionElements>
      <bpmn:incoming>toManager</bpmn:incoming><bpmn:outgoing>toEnd</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>toEnd</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="toManager" sourceRef="start" targetRef="opsManager" />
    <bpmn:sequenceFlow id="toEnd" sourceRef="opsManager" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_custom_evaluation">
    <bpmndi:BPMNPlane id="BPMNPlane_custom_evaluation" bpmnElement="${CUSTOM_EVALUATION_PROCESS_KEY}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="146" y="225" width="48" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="opsManager_di" bpmnElement="opsManager"><dc:Bounds x="250" y="160" width="120" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="442" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="449" y="225" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toManager_di" bpmnElement="toManager"><di:waypoint x="188" y="200" /><di:waypoint x="250" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toEnd_di" bpmnElement="toEnd"><di:waypoint x="370" y="200" /><di:waypoint x="442" y="200" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
