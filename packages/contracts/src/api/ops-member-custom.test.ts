import { describe, expect, it } from 'vitest';
import { canMoveCustomRequest, customRequestStateSchema, formatWeekdays, maskPhone, parsePhoneSearch } from '../index';

describe('phone numbers of members and tickets', () => {
  it.each([
    ['13800000001', '138****0001'],
    [' 18671020004 ', '186****0004'],
    ['02785551234', '027****1234'],
    ['85551234', '****1234'],
    ['123', '****'],
    ['', ''],
    [null, ''],
  ])('masks %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('searches by the whole number or its last 4 to 10 digits, nothing else', () => {
    expect(parsePhoneSearch('13800000001')).toEqual({ exact: '13800000001' });
    expect(parsePhoneSearch(' 0001 ')).toEqual({ suffix: '0001' });
    expect(parsePhoneSearch('8000000001')).toEqual({ suffix: '8000000001' });
    for (const text of ['001', '138****0001', '1380000000123', 'abcd', '']) expect(parsePhoneSearch(text)).toBeNull();
  });
});

describe('custom-bus requests', () => {
  it('moves 已提交 → 评估中 → 已开线, refuses from 未通过 or 已开线 and skipping 评估中 to open', () => {
    expect(canMoveCustomRequest('submitted', 'evaluating')).toBe(true);
    expect(canMoveCustomRequest('submitted', 'rejected')).toBe(true);
    expect(canMoveCustomRequest('evaluating', 'opened')).toBe(true);
    expect(canMoveCustomRequest('evaluating', 'rejected')).toBe(true);
    expect(canMoveCustomRequest('submitted', 'opened')).toBe(false);
    expect(canMoveCustomRequest('opened', 'rejected')).toBe(false);
    expect(canMoveCustomRequest('rejected', 'evaluating')).toBe(false);
    expect(canMoveCustomRequest('constructor', 'evaluating')).toBe(false);
  });

  it('needs a line to evaluate (the one proposed) and to open, and a reply to reject, naming the field', () => {
    const open = customRequestStateSchema.safeParse({ id: 'a', version: 0, state: 'opened' });
    expect(open.success).toBe(false);
    expect(open.error?.issues[0]).toMatchObject({ path: ['routeId'], message: '请选择开通的定制线路' });
    const reject = customRequestStateSchema.safeParse({ id: 'a', version: 0, state: 'rejected', reply: '   ' });
    expect(reject.error?.issues[0]).toMatchObject({ path: ['reply'], message: '请填写未通过的答复' });
    const evaluate = customRequestStateSchema.safeParse({ id: 'a', version: 0, state: 'evaluating' });
    expect(evaluate.error?.issues[0]).toMatchObject({ path: ['routeId'], message: '请选择拟开通的定制线路' });
    expect(customRequestStateSchema.safeParse({ id: 'a', version: 0, state: 'evaluating', routeId: 'r1' }).success).toBe(true);
  });

  it.each([
    ['1,2,3,4,5', '周一至周五'],
    ['1,2,3,4,5,6,7', '每天'],
    ['6,7', '周末'],
    ['1,3,5', '周一、三、五'],
    ['5,1', '周一、五'],
    ['', ''],
    ['9,x', ''],
  ])('shows weekdays %s as %s', (weekdays, text) => {
    expect(formatWeekdays(weekdays)).toBe(text);
  });
});
