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
