/**
 * Process models of the runtime's tests (the API tests and the e2e): a start, one countersign
 * node given to `users`, an end. `completion` is the node's completion condition, as the designer
 * writes it (`&gt;` escaped in the XML).
 */
export function countersignXml(options: { key: string; name: string; users: string[]; names: string[]; completion: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${options.key}" name="${options.name}" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="sign" name="${options.name}" flowable:assignee="\${assignee}">
      <bpmn:extensionElements><flowable:assignee type="user" value="${options.users.join(',')}" text="${options.names.join(',')}" /></bpmn:extensionElements>
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
      <bpmn:multiInstanceLoopCharacteristics flowable:collection="\${multiInstanceHandler.getUserIds(execution)}" flowable:elementVariable="assignee">
        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${options.completion}</bpmn:completionCondition>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="sign" />
    <bpmn:sequenceFlow id="f2" sourceRef="sign" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
}

/**
 * A leave process: start -> 直属领导审批 (the start form's `leader`) -> the `days` gateway: more
 * than 3 days on to the `hr` node, else to the end. `leader` and `hr` replace the nodes' inner XML
 * (their flows alone) where it holds more (form fields, a countersign), `hrAssignee` is the hr node's assignee,
 * `gatewayName` / `endName` the names shown in a highlight, `extra` more elements of the process.
 */
export function leaveGatewayXml(options: {
  key: string;
  hrName: string;
  hrAssignee: string;
  leader?: string;
  hr?: string;
  gatewayName?: string;
  endName?: string;
  extra?: string;
}): string {
  const named = (name?: string) => (name ? ` name="${name}"` : '');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_1">
  <bpmn:process id="${options.key}" name="请假" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="直属领导审批" flowable:assignee="\${leader}">${options.leader ?? '<bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>'}</bpmn:userTask>
    <bpmn:exclusiveGateway id="days"${named(options.gatewayName)} default="short"><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>long</bpmn:outgoing><bpmn:outgoing>short</bpmn:outgoing></bpmn:exclusiveGateway>
    <bpmn:userTask id="hr" name="${options.hrName}" flowable:assignee="${options.hrAssignee}">${options.hr ?? '<bpmn:incoming>long</bpmn:incoming><bpmn:outgoing>f4</bpmn:outgoing>'}</bpmn:userTask>
    <bpmn:endEvent id="end"${named(options.endName)}><bpmn:incoming>short</bpmn:incoming><bpmn:incoming>f4</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="days" />
    <bpmn:sequenceFlow id="long" sourceRef="days" targetRef="hr"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" sourceRef="days" targetRef="end" />
    <bpmn:sequenceFlow id="f4" sourceRef="hr" targetRef="end" />${options.extra ? `\n    ${options.extra}` : ''}
  </bpmn:process>
</bpmn:definitions>`;
}
