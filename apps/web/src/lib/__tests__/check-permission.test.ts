import { describe, expect, it } from 'vitest';
import { actionsWithPrefix, hasAnyPermission, hasPermission, isDisabled, type PermissionLike } from '../permissions/check-permission';

const entry = (action: string, type = '1', status = '1'): PermissionLike => ({ action, type, status });

describe('hasPermission: is a guarded button shown?', () => {
  it.each([
    ['user holds the visible action', 'user:add', [entry('user:add')], [], true],
    ['user lacks the action', 'user:add', [entry('user:edit')], [], false],
    ['empty user list hides everything', 'user:add', [], [], false],
    ['type 2 entries never grant visibility', 'user:add', [entry('user:add', '2')], [], false],
    ['comma-separated action grants each code', 'user:edit', [entry('user:add,user:edit')], [], true],
    ['system switched the rule off (status 0): shown to everyone', 'user:add', [], [entry('user:add', '1', '0')], true],
    ['system rule active (status 1) still needs the user entry', 'user:add', [], [entry('user:add', '1', '1')], false],
    ['an empty code is not guarded', '', [], [], true],
  ])('%s', (_case, code, auth, allAuth, expected) => {
    expect(hasPermission(code, auth, allAuth)).toBe(expected);
  });

  it('any of several codes is enough; none means not guarded', () => {
    expect(hasAnyPermission(['a', 'b'], [entry('b')])).toBe(true);
    expect(hasAnyPermission(['a', 'c'], [entry('b')])).toBe(false);
    expect(hasAnyPermission([], [])).toBe(true);
  });
});

describe('isDisabled: is a guarded control shown disabled?', () => {
  it.each([
    ['nothing mentions the code', 'bill:pay', [], [], undefined, false],
    ['workflow node disables it (type 2)', 'bill:pay', [], [], [entry('bill:pay', '2')], true],
    ['workflow node type 1 entry does not disable', 'bill:pay', [], [], [entry('bill:pay', '1')], false],
    ['system type 2 active disables it for a user not granted it', 'bill:pay', [], [entry('bill:pay', '2', '1')], undefined, true],
    ['a user granted the type 2 action may use it', 'bill:pay', [entry('bill:pay', '2')], [entry('bill:pay', '2', '1')], undefined, false],
    ['system type 2 status 0 switches the rule off for everyone', 'bill:pay', [], [entry('bill:pay', '2', '0')], undefined, false],
    ['workflow node wins over the status 0 switch', 'bill:pay', [], [entry('bill:pay', '2', '0')], [entry('bill:pay', '2')], true],
    ['type 1 entries never disable', 'bill:pay', [entry('bill:pay', '1')], [entry('bill:pay', '1')], undefined, false],
    ['comma-separated system actions', 'bill:refund', [], [entry('bill:pay,bill:refund', '2')], undefined, true],
    ['comma-separated grants', 'bill:refund', [entry('bill:pay,bill:refund', '2')], [entry('bill:refund', '2')], undefined, false],
  ])('%s', (_case, code, auth, allAuth, node, expected) => {
    expect(isDisabled(code, auth, allAuth, node)).toBe(expected);
  });
});

describe('actionsWithPrefix', () => {
  it('lists the user actions under a prefix that the system has active', () => {
    const auth = [entry('online:form:add'), entry('online:form:edit'), entry('online:form:del', '2'), entry('other:x')];
    const all = [entry('online:form:add', '1', '1'), entry('online:form:edit', '1', '0'), entry('online:form:del', '2', '1')];
    expect(actionsWithPrefix('online:form:', auth, all)).toEqual(['online:form:add']);
  });
});
