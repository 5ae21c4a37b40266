/** The 表单 tab: start forms and node forms with 设计 (full-screen designer), 历史 and 删除. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Space, Tag, message, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { WF_FORM_KIND_TEXT, WF_FORM_KINDS, WORKFLOW_PERMISSIONS as P, type WfFormRecord } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable, SearchText, SearchSelect } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteForm } from '../api/delete-form';
import { FORM_LIST_URL, formsQueryKey } from '../api/list-forms';
import { FormAddModal } from './form-add-modal';
import { FormDesignDialog } from './form-design-dialog';

export const formHistoryPath = (id: string) => `/workflow/design/form/history/${id}`;

export function FormListTab() {
  const navigate = useNavigate();
  const list = useListPage<WfFormRecord>({ url: FORM_LIST_URL, queryKey: formsQueryKey });
  const remove = useDeleteForm();
  const [adding, setAdding] = useState(false);
  const [designing, setDesigning] = useState<string | null>(null);

  const deleteForm = async (form: WfFormRecord) => {
    if (!(await confirmAction(`确定删除表单“${form.name}”吗？`, '它的全部历史版本将一并删除。'))) return;
    void message.success(await remove.mutateAsync(form.id));
    list.afterDelete(1);
  };

  const columns: TableColumnsType<WfFormRecord> = [
    { title: '表单名称', dataIndex: 'name', key: 'name', sorter: true, width: 180 },
    { title: '表单标识', dataIndex: 'formKey', key: 'formKey', sorter: true, width: 180 },
    {
      title: '类型',
      dataIndex: 'kind',
      key: 'kind',
      width: 100,
      render: (kind: WfFormRecord['kind']) => <Tag color={kind === 'start' ? 'blue' : 'purple'}>{WF_FORM_KIND_TEXT[kind]}</Tag>,
    },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    { title: '版本', dataIndex: 'latestVersion', key: 'latestVersion', sorter: true, width: 80, render: (v: number) => `v${v}` },
    { title: '更新时间', key: 'updateTime', width: 170, sorter: true, render: (_, form) => form.updateTime ?? form.createTime },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 170,
      render: (_, form) => (
        <Space size={4}>
          <Authorized code={P.formDesign}>
            <Button type="link" size="small" onClick={() => setDesigning(form.id)}>
              设计
            </Button>
          </Authorized>
          <Button type="link" size="small" onClick={() => navigate(formHistoryPath(form.id))}>
            历史
          </Button>
          <Authorized code={P.formDelete}>
            <Button type="link" size="small" danger onClick={() => void deleteForm(form)}>
              删除
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="name" label="表单名称" />
        <SearchText name="formKey" label="表单标识" />
        <SearchSelect name="kind" label="类型" options={WF_FORM_KINDS.map((kind) => ({ value: kind, label: WF_FORM_KIND_TEXT[kind] }))} />
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Authorized code={P.formDesign}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新建
          </Button>
        </Authorized>
      </Space>
      <ListTable<WfFormRecord> {...list.tableProps} rowSelection={undefined} columns={columns} scroll={{ x: 1000 }} locale={{ emptyText: '暂无表单' }} />
      <FormAddModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(form) => {
          setAdding(false);
          setDesigning(form.id);
        }}
      />
      {designing && <FormDesignDialog formId={designing} onClose={() => setDesigning(null)} />}
    </>
  );
}
