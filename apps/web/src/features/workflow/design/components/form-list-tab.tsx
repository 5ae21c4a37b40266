/** The 表单 tab: start forms and node forms with 设计 (full-screen designer), 历史 and 删除. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Tag } from 'antd';
import { WF_FORM_KIND_TEXT, WORKFLOW_PERMISSIONS as P, type WfFormRecord } from '@bus/contracts';
import { ResourceListPage } from '../../../../components/resource-kit';
import { formsApi } from '../api/forms-api';
import { FormAddModal } from './form-add-modal';
import { FormDesignDialog } from './form-design-dialog';

export const formHistoryPath = (id: string) => `/workflow/design/form/history/${id}`;

export function FormListTab() {
  const navigate = useNavigate();
  const [designing, setDesigning] = useState<string | null>(null);

  return (
    <ResourceListPage
      api={formsApi}
      title="表单"
      bare
      columns={[
        'name',
        'formKey',
        ['kind', { sorter: false, render: (kind: WfFormRecord['kind']) => <Tag color={kind === 'start' ? 'blue' : 'purple'}>{WF_FORM_KIND_TEXT[kind]}</Tag> }],
        'description',
        ['latestVersion', { render: (v: number) => `v${v}` }],
        ['updateTime', { dataIndex: undefined, render: (_: unknown, form: WfFormRecord) => form.updateTime ?? form.createTime }],
      ]}
      scrollX={1000}
      actionsWidth={170}
      addLabel="新建"
      rowActions={(form) => [
        { key: 'design', label: '设计', code: P.formDesign, onClick: () => setDesigning(form.id) },
        { key: 'history', label: '历史', onClick: () => navigate(formHistoryPath(form.id)) },
      ]}
      deleteQuestion={(form) => `确定删除表单“${form.name}”吗？`}
      deleteNote="它的全部历史版本将一并删除。"
      renderForm={({ open, onClose }) => (
        <FormAddModal
          open={open}
          onClose={onClose}
          onAdded={(form) => {
            onClose();
            setDesigning(form.id);
          }}
        />
      )}
    >
      {designing && <FormDesignDialog formId={designing} onClose={() => setDesigning(null)} />}
    </ResourceListPage>
  );
}
