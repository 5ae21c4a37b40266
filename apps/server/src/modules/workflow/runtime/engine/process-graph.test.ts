import { describe, expect, it } from 'vitest';
import { ProcessGraphError, readProcessGraph } from './process-graph';

const NAMESPACES = {
  flowable: 'http://flowable.org/bpmn',
  camunda: 'http://camunda.org/schema/1.0/bpmn',
  activiti: 'http://activiti.org/bpmn',
} as const;
type Engine = keyof typeof NAMESPACES;

/** The leave process of issue 11: more than 3 days goes to the department head, then HR (a countersign of three). */
function leaveXml(engine: Engine, extra = '') {
  const p = engine;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:${p}="${NAMESPACES[engine]}" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="leave" name="请假" isExecutable="true">
    <bpmn:startEvent id="start" name="开始"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="直属领导审批" ${p}:assignee="\${initiatorLeader}" ${p}:rollbackNode="start">
      <bpmn:extensionElements>
        <${p}:formField label="天数" prop="days" readable="true" writable="false" />
        <${p}:formField label="事由" prop="reason" readable="false" writable="false" />
      </bpmn:extensionElements>
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="days" name="天数" default="short"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>long</bpmn:outgoing><bpmn:outgoing>short</bpmn:outgoing></bpmn:exclusiveGateway>
    <bpmn:userTask id="head" name="部门负责人审批">
      <bpmn:extensionElements><${p}:assignee type="post" value="dept_head" text="部门负责人" /><${p}:timeout remindHours="1" timeoutHours="2.5" action="escalate" escalateTo="u9" escalateText="丁" /></bpmn:extensionElements>
      <bpmn:incoming>long</bpmn:incoming><bpmn:outgoing>f4</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:userTask id="hr" name="人事会签" ${p}:assignee="\${assignee}">
      <bpmn:extensionElements><${p}:assignee type="user" value="u1,u2,u3" text="甲,乙,丙" /></bpmn:extensionElements>
      <bpmn:incoming>f4</bpmn:incoming><bpmn:outgoing>f5</bpmn:outgoing>
      <bpmn:multiInstanceLoopCharacteristics ${p}:collection="\${multiInstanceHandler.getUserIds(execution)}" ${p}:elementVariable="assignee">
        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfCompletedInstances/nrOfInstances &gt;= 0.6}</bpmn:completionCondition>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    <bpmn:boundaryEvent id="remind" attachedToRef="hr" cancelActivity="false">
      <bpmn:outgoing>f6</bpmn:outgoing>
      <bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT24H</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>short</bpmn:incoming><bpmn:incoming>f5</bpmn:incoming><bpmn:incoming>f6</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="days" />
    <bpmn:sequenceFlow id="long" sourceRef="days" targetRef="head"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" sourceRef="days" targetRef="end" />
    <bpmn:sequenceFlow id="f4" sourceRef="head" targetRef="hr" />
    <bpmn:sequenceFlow id="f5" sourceRef="hr" targetRef="end" />
    <bpmn:sequenceFlow id="f6" sourceRef="remind" targetRef="end" />
    ${extra}
  </bpmn:process>
</bpmn:definitions>`;
}

describe('reading a model version into the runtime graph', () => {
  it.each(['flowable', 'camunda', 'activiti'] as const)('reads the leave process written for %s the same way', async (engine) => {
    const graph = await readProcessGraph(leaveXml(engine));
    expect(graph).toMatchObject({ key: 'leave', name: '请假', engine, startId: 'start' });
    expect(graph.nodes.get('leader')).toMatchObject({
      kind: 'userTask',
      assignees: [{ type: 'expression', value: '${initiatorLeader}' }],
      rollbackNode: 'start',
      fieldPermissions: [
        { prop: 'days', readable: true, writable: false },
        { prop: 'reason', readable: false, writable: false },
      ],
      incoming: ['f1'],
      outgoing: ['f2'],
    });
    expect(graph.nodes.get('days')).toMatchObject({ kind: 'exclusive', defaultFlow: 'short', outgoing: ['long', 'short'] });
    expect(graph.flows.get('long')).toEqual({ id: 'long', source: 'days', target: 'head', condition: '${days > 3}' });
    expect(graph.flows.get('short')).toEqual({ id: 'short', source: 'days', target: 'end' });
    expect(graph.nodes.get('head')?.assignees).toEqual([{ type: 'post', value: 'dept_head' }]);
    // 超时设置: remind after 1 h, hand over to u9 after 2.5 h; a task without one has none
    expect(graph.nodes.get('head')?.timeout).toEqual({ remindHours: 1, timeoutHours: 2.5, action: 'escalate', escalateTo: 'u9' });
    expect(graph.nodes.get('leader')?.timeout).toBeUndefined();
    // the element variable fills each instance's assignee: not a rule of its own
    expect(graph.nodes.get('hr')).toMatchObject({
      assignees: [{ type: 'user', value: 'u1,u2,u3' }],
      multiInstance: { sequential: false, elementVariable: 'assignee', completionCondition: '${nrOfCompletedInstances/nrOfInstances >= 0.6}' },
    });
    expect(graph.nodes.get('remind')).toMatchObject({ kind: 'timerBoundary', attachedTo: 'hr', timer: { duration: 'PT24H', cancelActivity: false } });
    expect(graph.nodes.get('end')?.incoming).toEqual(['short', 'f5', 'f6']);
  });

  it('refuses a model with elements the runtime cannot run, naming each', async () => {
    const extra = `<bpmn:serviceTask id="book" name="记账" /><bpmn:subProcess id="sub" /><bpmn:intermediateCatchEvent id="wait" name="等待"><bpmn:messageEventDefinition /></bpmn:intermediateCatchEvent>`;
    const failure = await readProcessGraph(leaveXml('flowable', extra)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProcessGraphError);
    expect((failure as ProcessGraphError).message).toBe('流程含有不能运行的元素：服务任务「记账」、子流程「sub」、消息中间捕获事件「等待」');
    expect((failure as ProcessGraphError).unsupported.map((element) => element.id)).toEqual(['book', 'sub', 'wait']);
  });

  it('refuses a diagram it cannot read, and one without a single plain start event', async () => {
    await expect(readProcessGraph('<bpmn:definitions')).rejects.toThrow(/^流程图无法读取/);
    const twoStarts = leaveXml('flowable', '<bpmn:startEvent id="start2" />');
    await expect(readProcessGraph(twoStarts)).rejects.toThrow('流程只能有一个开始事件');
    const messageStart = leaveXml('flowable').replace(
      '<bpmn:startEvent id="start" name="开始">',
      '<bpmn:startEvent id="start" name="开始"><bpmn:messageEventDefinition />',
    );
    await expect(readProcessGraph(messageStart)).rejects.toThrow('流程含有不能运行的元素：消息开始事件「开始」');
  });

  it.each(['flowable', 'camunda', 'activiti'] as const)("reads a node's default CC recipients (CopyUser) written for %s", async (engine) => {
    const xml = leaveXml(engine).replace(
      '<bpmn:extensionElements><' + engine + ':assignee type="post"',
      `<bpmn:extensionElements><${engine}:copyUser value="u7,u8,u7" text="庚,辛,庚" /><${engine}:assignee type="post"`,
    );
    const graph = await readProcessGraph(xml);
    expect(graph.nodes.get('head')?.copyUsers).toEqual(['u7', 'u8']);
    expect(graph.nodes.get('leader')?.copyUsers).toBeUndefined();
  });
});
