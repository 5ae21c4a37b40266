/**
 * The designer's pickers (personnel dialog, copy recipients) on the platform's existing
 * endpoints: users through the user-component list and getMultiUser, the department tree with
 * duties (category 5), positions, and the custom assignees of the 'wf_custom_assignee'
 * dictionary (text = name, value = the expression the engine resolves).
 */
import type { DepartTreeNode, UserComponentRecord } from '@bus/contracts';
import type { DesignerServices, PickDepart, PickUser } from '@bus/bpmn-designer';
import { getDepartTree } from '../../../../components/pickers/api/get-depart-tree';
import { getMultiUser } from '../../../../components/pickers/api/get-multi-user';
import { queryUserComponentData } from '../../../../components/pickers/api/query-user-component-data';
import { loadDictItems } from '../../../../lib/dict-cache';
import { queryAllPositions } from './query-all-positions';

export const CUSTOM_ASSIGNEE_DICT = 'wf_custom_assignee';

const toPickUser = (user: UserComponentRecord): PickUser => ({ id: user.id, username: user.username, realname: user.realname });

export function toPickDepart(node: DepartTreeNode): PickDepart {
  return {
    id: node.id,
    title: node.departName,
    orgCategory: node.orgCategory,
    ...(node.children?.length ? { children: node.children.map(toPickDepart) } : {}),
  };
}

export const designerServices: DesignerServices = {
  async searchUsers({ keyword, pageNo, pageSize }) {
    const page = await queryUserComponentData({ username: keyword || undefined, pageNo, pageSize });
    return { records: page.records.map(toPickUser), total: page.total };
  },
  async getUsersByIds(ids) {
    return (await getMultiUser('id', ids)).map(toPickUser);
  },
  async getDepartTree() {
    return (await getDepartTree({ loadDuty: true })).map(toPickDepart);
  },
  async getPositions() {
    return (await queryAllPositions()).map((position) => ({ code: position.code, name: position.name }));
  },
  async getCustomAssignees() {
    return (await loadDictItems(CUSTOM_ASSIGNEE_DICT)).map((item) => ({ name: item.text, expression: item.value }));
  },
};
