import { describe, expect, it } from 'vitest';
import { PERMS } from '@bus/contracts';
import { isLineCheckEditable, lineCheckActions } from '../components/line-check-actions';

describe('line-check follow-up actions', () => {
  it.each([
    ['open', ['指派']],
    ['assigned', ['整改', '改派']],
    ['fixed', ['关闭']],
    ['closed', []],
    ['unknown', []],
  ])('a finding that is %s offers %j', (state, labels) => {
    expect(lineCheckActions(state).map((a) => a.label)).toEqual(labels);
  });

  it('guards each action by its own code and keeps closed findings as they are', () => {
    expect(lineCheckActions('open')[0].code).toBe(PERMS.ops.lineCheck.assign);
    expect(lineCheckActions('assigned')[0].code).toBe(PERMS.ops.lineCheck.edit);
    expect(lineCheckActions('fixed')[0].code).toBe(PERMS.ops.lineCheck.close);
    expect(isLineCheckEditable('fixed')).toBe(true);
    expect(isLineCheckEditable('closed')).toBe(false);
  });
});
