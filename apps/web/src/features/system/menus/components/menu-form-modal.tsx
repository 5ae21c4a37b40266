/** Add / edit a menu, sub menu or button; the fields shown depend on the type. */
import { Form, Input, InputNumber, Modal, Radio, Switch, TreeSelect } from 'antd';
import type { menuResource, PermissionRecord } from '@bus/contracts';
import { DictSelect } from '../../../../components/dict';
import { useResourceForm, type FormDialogProps } from '../../../../components/resource-kit';
import { menusApi } from '../api/menus-api';
import { IconSelect } from './icon-select';
import { toMenuRequest, type MenuFormValues } from './menu-form-values';

const parentOptions = (nodes: PermissionRecord[], excludeId?: string): object[] =>
  nodes
    .filter((n) => n.menuType !== 2 && n.id !== excludeId)
    .map((n) => ({ value: n.id, title: n.name, children: parentOptions(n.children ?? [], excludeId) }));

/** a new top menu, or (添加下级 / 添加按钮) an item under the row it was added from */
const blankOf = (parent: PermissionRecord | undefined, blank: Record<string, unknown> | undefined): Partial<MenuFormValues> =>
  parent ? { menuType: 1, ...blank, parentId: parent.id } : { menuType: 0, component: 'layouts/RouteView', ...blank };

export function MenuFormModal({ open, record, parent, blank, rows: tree, onClose, onSaved }: FormDialogProps<PermissionRecord>) {
  const { form, modalProps } = useResourceForm<typeof menuResource, MenuFormValues>({
    api: menusApi,
    open,
    record,
    toValues: (menu) => menu as unknown as MenuFormValues,
    blank: { sortNo: 1, isRoute: true, status: '1', permsType: '1', ...blankOf(parent, blank) },
    toSave: toMenuRequest,
    onClose,
    onSaved,
  });
  const menuType = Form.useWatch('menuType', form);

  const button = menuType === 2;
  return (
    <Modal {...modalProps} width={720} okText="保存" forceRender={false}>
      <Form form={form} name="menuForm" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} preserve={false}>
        <Form.Item name="menuType" label="菜单类型">
          <Radio.Group>
            <Radio value={0}>一级菜单</Radio>
            <Radio value={1}>子菜单</Radio>
            <Radio value={2}>按钮/权限</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="name" label={button ? '按钮名称' : '菜单名称'} rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
        {menuType !== 0 && (
          <Form.Item name="parentId" label="上级菜单" rules={[{ required: true, message: '请选择上级菜单' }]}>
            <TreeSelect treeData={parentOptions(tree, record?.id)} showSearch treeNodeFilterProp="title" placeholder="选择上级菜单" allowClear />
          </Form.Item>
        )}
        {button ? (
          <>
            <Form.Item name="perms" label="授权标识" rules={[{ required: true, whitespace: true, message: '请输入授权标识，如 system:user:add' }]}>
              <Input placeholder="system:user:add" />
            </Form.Item>
            <Form.Item name="permsType" label="授权策略">
              <Radio.Group>
                <Radio value="1">可见/可访问</Radio>
                <Radio value="2">可编辑（未授权时禁用）</Radio>
              </Radio.Group>
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="url" label="访问路径" rules={[{ required: true, whitespace: true, message: '请输入访问路径，如 /system/user 或 https:// 地址' }]}>
              <Input placeholder="/system/user" />
            </Form.Item>
            <Form.Item name="component" label="前端组件" rules={[{ required: true, whitespace: true, message: '请输入前端组件' }]}>
              <Input placeholder={menuType === 0 ? 'layouts/RouteView' : 'system/UserList'} />
            </Form.Item>
            <Form.Item name="routeName" label="路由名称" extra="留空时由访问路径生成，如 system-user">
              <Input />
            </Form.Item>
            <Form.Item name="componentName" label="组件名称">
              <Input placeholder="留空时取组件路径最后一段" />
            </Form.Item>
            {menuType === 0 && (
              <Form.Item name="redirect" label="默认跳转地址">
                <Input />
              </Form.Item>
            )}
            <Form.Item name="perms" label="授权标识">
              <Input placeholder="如 system:user:list（可选）" />
            </Form.Item>
            <Form.Item name="icon" label="菜单图标">
              <IconSelect />
            </Form.Item>
          </>
        )}
        <Form.Item name="sortNo" label="排序">
          <InputNumber min={0} max={100000} />
        </Form.Item>
        {!button && (
          <>
            <Form.Item name="isRoute" label="是否路由" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="hidden" label="隐藏路由" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="keepAlive" label="缓存路由" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="alwaysShow" label="聚合路由" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="internalOrExternal" label="外部打开" valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
        <Form.Item name="status" label="状态">
          <DictSelect dictCode="valid_status" type="radio" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
