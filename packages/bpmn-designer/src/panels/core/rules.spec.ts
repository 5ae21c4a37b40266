/** The pure rules of the panels: serial preview and bounds, completion expressions, personnel rows, id rules. */
import { describe, expect, it } from 'vitest';
import { checkDefinitionId, checkNodeId, checkProcessKey, idExistsMessage } from './id-rules';
import { completionExpression, percentOf } from './multi-instance';
import { NOTHING_SELECTED, assigneeTypesFor, canAddRow, checkRows, dutyTree, rowsToSubmit, titlesOf, typesUsedElsewhere } from './personnel';
import { clampStartSequence, clampSuffixLength, defaultSerialRule, maxStartSequence, serialPreview } from './serial';
import { DEPARTS } from '../test-support/services';

describe('serial-number rule', () => {
  it('previews prefix, connector, date format, connector and the zero-padded start', () => {
    expect(serialPreview({ prefix: 'QJ', connector: '-', dateFormat: 'yyyyMMdd', suffixLength: 5, startSequence: 12 })).toBe('QJ-yyyyMMdd-00012');
    expect(serialPreview({ prefix: 'BX', dateFormat: 'yyyyMM', suffixLength: 3, startSequence: 7 })).toBe('BXyyyyMM007');
  });

  it('defaults to yyyyMMdd, five digits from zero, no reset', () => {
    expect(defaultSerialRule()).toMatchObject({ dateFormat: 'yyyyMMdd', suffixLength: 5, startSequence: 0, cycle: 'none' });
    expect(serialPreview({ ...defaultSerialRule(), prefix: 'A' })).toBe('AyyyyMMdd00000');
  });

  it('keeps the suffix length within 2 to 10 and the start within 0 and all nines', () => {
    expect([clampSuffixLength(1), clampSuffixLength(11), clampSuffixLength(6)]).toEqual([2, 10, 6]);
    expect(maxStartSequence(5)).toBe(99999);
    expect(maxStartSequence(10)).toBe(9999999999);
    expect(clampStartSequence(123456, 5)).toBe(99999);
    expect(clampStartSequence(-3, 5)).toBe(0);
    expect(serialPreview({ prefix: 'X', dateFormat: '', suffixLength: 2, startSequence: 500 })).toBe('X99');
  });
});

describe('completion condition', () => {
  it('writes completed over total at least the percentage', () => {
    expect(completionExpression(60)).toBe('${nrOfCompletedInstances/nrOfInstances >= 0.6}');
    expect(completionExpression(100)).toBe('${nrOfCompletedInstances/nrOfInstances >= 1}');
    expect(completionExpression(7)).toBe('${nrOfCompletedInstances/nrOfInstances >= 0.07}');
    expect(completionExpression(0)).toBe('${nrOfCompletedInstances/nrOfInstances >= 0}');
  });

  it('reads the slider back, and nothing from other expressions', () => {
    expect(percentOf('${nrOfCompletedInstances/nrOfInstances >= 0.6}')).toBe(60);
    expect(percentOf('${ nrOfCompletedInstances / nrOfInstances >= 1 }')).toBe(100);
    expect(percentOf('${approved == true}')).toBeUndefined();
    expect(percentOf(undefined)).toBeUndefined();
  });
});

describe('personnel rows', () => {
  it('offers posts in v1 and duties in v2', () => {
    expect(assigneeTypesFor('v1')).toEqual(['user', 'post', 'custom']);
    expect(assigneeTypesFor('v2')).toEqual(['user', 'duty', 'custom']);
  });

  it('disables a type another row already uses', () => {
    const rows = [{ type: 'user' as const }, { type: 'duty' as const }, {}];
    expect([...typesUsedElsewhere(rows, 2)].sort()).toEqual(['duty', 'user']);
    expect([...typesUsedElsewhere(rows, 0)]).toEqual(['duty']);
    expect(canAddRow(rows, 'v2')).toBe(false);
    expect(canAddRow(rows.slice(0, 2), 'v2')).toBe(true);
  });

  it('submits only rows with a type and a value, and asks for at least one', () => {
    const rows = [{ type: 'user' as const, value: 'u1', text: '张三' }, { type: 'custom' as const }, { value: 'x' }];
    expect(rowsToSubmit(rows)).toEqual([{ type: 'user', value: 'u1', text: '张三' }]);
    expect(checkRows(rows)).toBeUndefined();
    expect(checkRows([{ type: 'user' }, {}])).toBe(NOTHING_SELECTED);
    expect(NOTHING_SELECTED).toBe('请至少选择一项');
  });

  it('lets only category-5 organisation nodes be picked as duties', () => {
    const tree = dutyTree(DEPARTS);
    const flat: { value: string; disabled: boolean }[] = [];
    const walk = (nodes: typeof tree) => nodes.forEach((node) => (flat.push(node), node.children && walk(node.children)));
    walk(tree);
    expect(flat.filter((node) => !node.disabled).map((node) => node.value)).toEqual(['duty1']);
    expect(titlesOf(DEPARTS, ['duty1'])).toEqual(['车队长']);
  });
});

describe('id rules', () => {
  it('process key: a letter first, no Chinese', () => {
    expect(checkProcessKey('process_leave1')).toBeUndefined();
    expect(checkProcessKey('1leave')).toBe('流程标识必须以字母开头，且不能包含中文');
    expect(checkProcessKey('请假')).toBe('流程标识必须以字母开头，且不能包含中文');
  });

  it('signal and other definitions: a letter first, letters digits underscores', () => {
    expect(checkDefinitionId('Signal_1')).toBeUndefined();
    expect(checkDefinitionId('_x')).toMatch(/必须以字母开头/);
    expect(checkDefinitionId('')).toBe('请输入 ID');
    expect(idExistsMessage('Signal_1')).toBe('ID：Signal_1 已存在');
  });

  it('node id is required', () => {
    expect(checkNodeId('')).toBe('节点 ID 不能为空');
    expect(checkNodeId('Activity_0x1')).toBeUndefined();
  });
});
