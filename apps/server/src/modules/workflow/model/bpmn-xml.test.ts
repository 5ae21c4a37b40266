import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { readBpmnXml } from './bpmn-xml';

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const fieldOf = (xml: string) => {
  try {
    readBpmnXml(xml);
  } catch (error) {
    const e = error as AppError;
    return { status: e.statusCode, field: (e.result as { errors: Array<{ field: string }> }).errors[0].field, message: e.message };
  }
  return null;
};

describe('reading a saved diagram', () => {
  it('finds the first process, its name with entities decoded, and the engine of the declared namespace', () => {
    const xml = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!-- exported -->
<bpmn2:definitions xmlns:bpmn2="${BPMN}" xmlns:flowable="http://flowable.org/bpmn" id="d1">
  <bpmn2:collaboration id="c1"><bpmn2:participant id="p1" name="a > b" processRef="leave_1" /></bpmn2:collaboration>
  <bpmn2:process id='leave_1' name="请假 &amp; 销假 &#x4E00;" isExecutable="true"><bpmn2:startEvent id="s" /></bpmn2:process>
  <bpmn2:process id="second" />
</bpmn2:definitions>`;
    expect(readBpmnXml(xml)).toEqual({ processId: 'leave_1', processName: '请假 & 销假 一', engine: 'flowable' });
    // default namespace, no engine, no name
    expect(readBpmnXml(`<definitions xmlns="${BPMN}"><process id="p_2"/></definitions>`)).toEqual({ processId: 'p_2', processName: null, engine: null });
  });

  it('refuses what is not BPMN, entity declarations, a missing process and a process id against the rule, naming the field', () => {
    expect(fieldOf('not xml at all')).toMatchObject({ status: 422, field: 'xml' });
    expect(fieldOf(`<svg xmlns="http://www.w3.org/2000/svg"><process id="p"/></svg>`)?.message).toContain('BPMN');
    expect(fieldOf(`<bpmn:definitions xmlns:bpmn="http://example.com/other"><bpmn:process id="p"/></bpmn:definitions>`)?.field).toBe('xml');
    expect(fieldOf(`<!DOCTYPE x [<!ENTITY a "aaaa">]><definitions xmlns="${BPMN}"><process id="p"/></definitions>`)?.message).toContain('DOCTYPE');
    expect(fieldOf(`<definitions xmlns="${BPMN}"><!-- <process id="in_comment"/> --></definitions>`)?.message).toContain('没有流程');
    expect(fieldOf(`<definitions xmlns="${BPMN}"><process id="请假"/></definitions>`)?.message).toContain('字母开头');
    expect(fieldOf(`<definitions xmlns="${BPMN}"><process id="1abc"/></definitions>`)?.field).toBe('xml');
    // anywhere in the document, not only in the attributes read here
    expect(fieldOf(`<definitions xmlns="${BPMN}"><process id="p"/><process id="q" name="&#x110000;"/></definitions>`)).toMatchObject({
      status: 422,
      field: 'xml',
    });
  });
});
