/** In-memory DesignerServices for the panel specs. */
import type { DesignerServices, PickDepart, PickUser } from '../../react/designer-props';

export const USERS: PickUser[] = [
  { id: 'u1', username: 'zhangsan', realname: '张三' },
  { id: 'u2', username: 'lisi', realname: '李四' },
  { id: 'u3', username: 'wangwu', realname: '王五' },
];

export const DEPARTS: PickDepart[] = [
  {
    id: 'c1',
    title: '公交集团',
    orgCategory: '1',
    children: [
      {
        id: 'd1',
        title: '运营部',
        orgCategory: '2',
        children: [
          { id: 'duty1', title: '车队长', orgCategory: '5' },
          { id: 'post1', title: '调度岗', orgCategory: '3' },
        ],
      },
    ],
  },
];

export const fakeServices = (): DesignerServices => ({
  async searchUsers({ keyword }) {
    const records = USERS.filter((user) => !keyword || user.realname.includes(keyword) || user.username.includes(keyword));
    return { records, total: records.length };
  },
  async getUsersByIds(ids) {
    return USERS.filter((user) => ids.includes(user.id));
  },
  async getDepartTree() {
    return DEPARTS;
  },
  async getPositions() {
    return [
      { code: 'driver', name: '驾驶员' },
      { code: 'dispatcher', name: '调度员' },
    ];
  },
  async getCustomAssignees() {
    return [{ name: '发起人部门负责人', expression: '${initiatorLeader}' }];
  },
});
