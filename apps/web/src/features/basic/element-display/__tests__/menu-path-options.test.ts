import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@bus/contracts';
import { filterPathOptions, menuPathOptions } from '../components/menu-path-options';

const item = (path: string, title: string, children?: MenuItem[]): MenuItem => ({ id: path, path, name: path, component: 'x', meta: { title }, children });

describe('menuPathOptions', () => {
  const menu = [
    item('/system', '系统管理', [item('/system/position', '职务管理'), item('/system/user', '用户管理')]),
    item('/demo/widgets', '组件示例'),
    item('https://example.com', '外链'),
  ];

  it('lists the leaf pages with their trail', () => {
    expect(menuPathOptions(menu)).toEqual([
      { value: '/system/position', label: '系统管理 / 职务管理（/system/position）' },
      { value: '/system/user', label: '系统管理 / 用户管理（/system/user）' },
      { value: '/demo/widgets', label: '组件示例（/demo/widgets）' },
    ]);
  });

  it('filters by path or title', () => {
    expect(filterPathOptions(menuPathOptions(menu), '职务').map((o) => o.value)).toEqual(['/system/position']);
    expect(filterPathOptions(menuPathOptions(menu), 'DEMO').map((o) => o.value)).toEqual(['/demo/widgets']);
    expect(filterPathOptions(menuPathOptions(menu), '')).toHaveLength(3);
  });
});
