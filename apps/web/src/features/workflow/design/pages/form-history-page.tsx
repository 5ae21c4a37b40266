/** 表单历史 (workflow/design/form/history/{id}): the versions of a start or node form. */
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Space, Tag } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { WF_FORM_KIND_TEXT, WORKFLOW_PERMISSIONS as P } from '@bus/contracts';
import { usePermission } from '../../../../lib/permissions';
import { useWorkflowForm } from '../api/get-form';
import { formHistory } from '../api/version-history';
import { FormVersionDiff, FormVersionView } from '../components/form-version-views';
import { VersionHistory } from '../components/version-history';

export default function FormHistoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = usePermission();
  const form = useWorkflowForm(id);
  const restore = formHistory.useRestore();

  return (
    <Card
      variant="borderless"
      title={
        <Space>
          <span>表单历史{form.data ? `：${form.data.name}` : ''}</span>
          {form.data && <Tag>{form.data.formKey}</Tag>}
          {form.data && <Tag color={form.data.kind === 'start' ? 'blue' : 'purple'}>{WF_FORM_KIND_TEXT[form.data.kind]}</Tag>}
        </Space>
      }
      extra={
        <Button icon={<RollbackOutlined />} onClick={() => navigate('/workflow/design')}>
          返回列表
        </Button>
      }
    >
      {form.isError && <Alert type="error" showIcon message="表单加载失败" description={form.error.message} />}
      {form.data && (
        <VersionHistory
          listUrl={formHistory.listUrl}
          queryKey={formHistory.versionsQueryKey(id)}
          recordId={id}
          latestVersion={form.data.latestVersion}
          canRestore={can(P.formDesign)}
          onRestore={async (versionNo) => (await restore.mutateAsync({ id, versionNo, version: form.data.version })).message}
          renderVersion={(versionNo) => <FormVersionView formId={id} versionNo={versionNo} />}
          renderDiff={(pair) => <FormVersionDiff formId={id} pair={pair} />}
        />
      )}
    </Card>
  );
}
