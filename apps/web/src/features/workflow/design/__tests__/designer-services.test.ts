import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepartTreeNode } from '@bus/contracts';

vi.mock('../../../../lib/dict-cache', () => ({
  loadDictItems: vi.fn(async (code: string) =>
    code === 'wf_custom_assignee' ? [{ value: '${INITIATOR}', text: '发起人', title: '发起人', label: '发起人' }] : [],
  ),
}));
vi.mock('../../../../components/pickers/api/query-user-component-data', () => ({
  queryUserComponentData: vi.fn(async () => ({ records: [{ id: 'u1', username: 'lina', realname: '李娜', idCard: '4201**********1234' }], total: 1 })),
}));

const { designerServices, toPickDepart } = await import('../api/designer-services');
const { queryUserComponentData } = await import('../../../../components/pickers/api/query-user-component-data');

afterEach(() => vi.clearAllMocks());

const node = (id: string, departName: string, orgCategory: string, children?: DepartTreeNode[]) =>
  ({ id, departName, orgCategory, key: id, value: id, title: departName, isLeaf: !children, children }) as unknown as DepartTreeNode;

describe('the designer pickers on the platform endpoints', () => {
  it('keeps the organisation category of every node so only duties (5) can be chosen as a duty', () => {
    const tree = node('a', '江城公交', '1', [node('b', '调度中心', '2', [node('c', '调度员', '5')])]);
    expect(toPickDepart(tree)).toEqual({
      id: 'a',
      title: '江城公交',
      orgCategory: '1',
      children: [{ id: 'b', title: '调度中心', orgCategory: '2', children: [{ id: 'c', title: '调度员', orgCategory: '5' }] }],
    });
  });

  it('reads custom assignees from the wf_custom_assignee dictionary and users by keyword, identifying fields only', async () => {
    expect(await designerServices.getCustomAssignees()).toEqual([{ name: '发起人', expression: '${INITIATOR}' }]);
    const users = await designerServices.searchUsers({ keyword: '李', pageNo: 2, pageSize: 10 });
    expect(queryUserComponentData).toHaveBeenCalledWith({ username: '李', pageNo: 2, pageSize: 10 });
    expect(users).toEqual({ records: [{ id: 'u1', username: 'lina', realname: '李娜' }], total: 1 });
  });
});
