/** 基本信息: edit the selected department; a stale save (409) says so and reloads the record. */
import { useCallback, useEffect, useMemo } from 'react';
import { Alert, Button, Form, Space, Spin } from 'antd';
import type { DepartTreeNode } from '@bus/contracts';
import { isApiError } from '../../../../lib/http';
import { usePermission } from '../../../../lib/permissions';
import { useEditDepart } from '../api/edit-depart';
import { useDepart } from '../api/query-depart';
import { DepartFormFields, toSaveRequest, type DepartFormValues } from './depart-form-fields';
import { allTreeKeys, findNode } from './tree-search';
import { useFormSubmit } from '../../../../components/form-modal';

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

  const loaded = depart.data;
  const reset = useCallback(() => {
    const d = loaded;
    if (!d) return;
    form.setFieldsValue({
      departName: d.departName,
      parentId: d.parentId,
      orgCategory: d.orgCategory as DepartFormValues['orgCategory'],
      departOrder: d.departOrder,
      enabled: d.status === '1',
      orgCode: d.orgCode,
    });
  }, [form, loaded]);
  // the form shows the record each time one is loaded
  useEffect(reset, [reset]);

  const { submit: save } = useFormSubmit({
    form,
    save: async (values) => {
      try {
        return await edit.mutateAsync({ id: departId, version: depart.data!.version, ...toSaveRequest(values) });
      } catch (error) {
        // a stale edit: the client showed why; load the current record
        if (isApiError(error) && error.status === 409) void depart.refetch();
        throw error;
      }
    },
    success: (saved) => (saved.orgCode !== depart.data?.orgCode ? `保存成功，新的机构编码：${saved.orgCode}` : '保存成功'),
  });

  if (depart.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (depart.isError) return <Alert type="error" showIcon message="部门加载失败" />;
  return (
    <Form
      form={form}
      name="depart-basic-form"
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 14 }}
      disabled={!canEdit}
      autoComplete="off"
      style={{ maxWidth: 720 }}
    >
      <DepartFormFields tree={tree} showOrgCode excludeIds={subtree} />
      {canEdit && (
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" loading={edit.isPending} onClick={() => void save()}>
              保存
            </Button>
            <Button onClick={reset}>重置</Button>
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
