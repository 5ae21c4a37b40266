/** 模型历史 (workflow/design/model/history/{id}): the versions of a process model. */
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Space, Tag } from 'antd';
import { EditOutlined, RollbackOutlined } from '@ant-design/icons';
import { WORKFLOW_PERMISSIONS as P } from '@bus/contracts';
import { usePermission } from '../../../../lib/permissions';
import { useModel } from '../api/get-model';
import { modelHistory } from '../api/version-history';
import { ModelVersionDiff, ModelVersionView } from '../components/model-version-views';
import { processDesignPath } from '../components/model-list-tab';
import { VersionHistory } from '../components/version-history';

export default function ModelHistoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = usePermission();
  const model = useModel(id);
  const restore = modelHistory.useRestore();

  return (
    <Card
      variant="borderless"
      title={
        <Space>
          <span>模型历史{model.data ? `：${model.data.name}` : ''}</span>
          {model.data && <Tag>{model.data.modelKey}</Tag>}
        </Space>
      }
      extra={
        <Space>
          {can(P.modelDesign) && (
            <Button icon={<EditOutlined />} onClick={() => navigate(processDesignPath(id))}>
              设计
            </Button>
          )}
          <Button icon={<RollbackOutlined />} onClick={() => navigate('/workflow/design')}>
            返回列表
          </Button>
        </Space>
      }
    >
      {model.isError && <Alert type="error" showIcon message="流程模型加载失败" description={model.error.message} />}
      {model.data && (
        <VersionHistory
          listUrl={modelHistory.listUrl}
          queryKey={modelHistory.versionsQueryKey(id)}
          recordId={id}
          latestVersion={model.data.latestVersion}
          canRestore={can(P.modelDesign)}
          onRestore={async (versionNo) => (await restore.mutateAsync({ id, versionNo, version: model.data.version })).message}
          renderVersion={(versionNo) => <ModelVersionView modelId={id} versionNo={versionNo} />}
          renderDiff={(pair) => <ModelVersionDiff modelId={id} pair={pair} />}
        />
      )}
    </Card>
  );
}
