/** 基本信息: edit the selected department; a stale save (409) says so and reloads the record. */
import { useEffect, useMemo } from 'react';
import { Alert, Button, Form, Space, Spin, message } from 'antd';
import type { DepartTreeNode } from '@bus/contracts';
import { isApiError } from '../../../../lib/http';
import { usePermission } from '../../../../lib/permissions';
import { useEditDepart } from '../api/edit-depart';
import { useDepart } from '../api/query-depart';
import { DepartFormFields, toSaveRequest, type DepartFormValues } from './depart-form-fields';
import { allTreeKeys, findNode } from './tree-search';

interface DepartBasicTabProps {
  departId: string;
  tree: DepartTreeNode[];
}

export function DepartBasicTab({ departId, tree }: DepartBasicTabProps) {
  const [form] = Form.useForm<DepartFormValues>();
  const depart = useDepart(departId);
  const edit = useEditDepart();
  const { can } = usePermission();
  const canEdit = can('system:depart:edit');
  const subtree = useMemo(() => {
    const node = findNode(tree, departId);
    return new Set(node ? allTreeKeys([node]) : [departId]);
  }, [tree, departId]);

  const reset = () => {
    const d = depart.data;
    if (!d) return;
    form.setFieldsValue({
      departName: d.departName,
      parentId: d.parentId,
      orgCategory: d.orgCategory as DepartFormValues['orgCategory'],
      departOrder: d.departOrder,
      enabled: d.status === '1',
      orgCode: d.orgCode,
    });
  };
  useEffect(reset, [depart.data]); // reset reads the record just loaded

  const save = async () => {
    const values = await form.validateFields();
    try {
      const saved = await edit.mutateAsync({ id: departId, version: depart.data!.version, ...toSaveRequest(values) });
      void message.success(saved.orgCode !== depart.data?.orgCode ? `保存成功，新的机构编码：${saved.orgCode}` : '保存成功');
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        void message.warning(error.message);
        void depart.refetch();
        return;
      }
      if (isApiError(error) && error.fieldErrors.length) {
        form.setFields(error.fieldErrors.map((e) => ({ name: e.field as keyof DepartFormValues, errors: [e.message] })));
        return;
      }
      void message.error(isApiError(error) ? error.message : '保存失败');
    }
  };

  if (depart.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (depart.isError) return <Alert type="error" showIcon message="部门加载失败" />;
  return (
    <Form form={form} name="depart-basic-form" layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 14 }} disabled={!canEdit} autoComplete="off" style={{ maxWidth: 720 }}>
      <DepartFormFields tree={tree} showOrgCode excludeIds={subtree} />
      {canEdit && (
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" loading={edit.isPending} onClick={() => void save().catch(() => undefined)}>
              保存
            </Button>
            <Button onClick={reset}>重置</Button>
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
