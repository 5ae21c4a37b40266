/**
 * 流程设计 (workflow/design/process/{id}): the saved model in the designer. The designer's chunk
 * loads only here; 保存 writes a new version (保存成功（版本 N）). Without the design code the
 * diagram opens read-only.
 */
import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Space, Spin, Tag } from 'antd';
import { HistoryOutlined, RollbackOutlined } from '@ant-design/icons';
import { WORKFLOW_PERMISSIONS as P, type WfFormDetail, type WfModelDetail, type WorkflowEngine } from '@bus/contracts';
import type { DesignerOptions, FormSchema } from '@bus/bpmn-designer';
import { usePermission } from '../../../../lib/permissions';
import { designerServices } from '../api/designer-services';
import { useWorkflowForm } from '../api/get-form';
import { useModel } from '../api/get-model';
import { LazyBpmnDesigner } from '../components/lazy-designer';
import { modelHistoryPath } from '../components/model-list-tab';
import { useSaveDesign } from '../components/use-save-design';

/**
 * Mounted once per model with what was loaded then: saves refresh the queries, but the designer
 * keeps its canvas (and undo history) instead of re-importing what it just saved.
 */
function DesignerView(props: { model: WfModelDetail; startForm?: WfFormDetail }) {
  const [{ model, startForm }] = useState(props);
  const { can } = usePermission();
  const editable = can(P.modelDesign);
  const [engine, setEngine] = useState<WorkflowEngine>(model.engine);
  const save = useSaveDesign(model, startForm, engine);
  const [options] = useState<Partial<DesignerOptions>>(() => ({ engine: model.engine, mode: editable ? 'edit' : 'view' }));

  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '120px auto' }} />}>
      <LazyBpmnDesigner
        xml={model.xml}
        options={options}
        services={designerServices}
        startForm={startForm?.schema as unknown as FormSchema | undefined}
        onSave={editable ? save : undefined}
        onOptionsChange={(next) => setEngine(next.engine)}
        height="calc(100vh - 230px)"
      />
    </Suspense>
  );
}

export default function ProcessDesignPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const model = useModel(id);
  const startForm = useWorkflowForm(model.data?.startFormId);
  const waitingForForm = Boolean(model.data?.startFormId) && startForm.isPending;

  return (
    <Card
      variant="borderless"
      styles={{ body: { padding: 12 } }}
      title={
        <Space>
          <span>流程设计{model.data ? `：${model.data.name}` : ''}</span>
          {model.data && <Tag>{model.data.modelKey}</Tag>}
          {model.data && <Tag color="blue">v{model.data.latestVersion}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Button icon={<HistoryOutlined />} onClick={() => navigate(modelHistoryPath(id))}>
            历史版本
          </Button>
          <Button icon={<RollbackOutlined />} onClick={() => navigate('/workflow/design')}>
            返回列表
          </Button>
        </Space>
      }
    >
      {model.isError && <Alert type="error" showIcon message="流程模型加载失败" description={model.error.message} />}
      {(model.isPending || waitingForForm) && !model.isError && <Spin style={{ display: 'block', margin: '120px auto' }} />}
      {model.data && !waitingForForm && <DesignerView key={model.data.id} model={model.data} startForm={startForm.data} />}
    </Card>
  );
}
