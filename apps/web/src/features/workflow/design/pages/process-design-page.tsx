/**
 * 流程设计 (workflow/design/process/{id}): the saved model in the designer, its tab named after
 * the model. The designer's chunk loads only here; 保存 writes a new version (保存成功（版本 N）),
 * or a draft when the diagram has errors and the user agreed (已保存为草稿（版本 N）). Leaving with
 * unsaved changes (返回列表, closing or refreshing the tab, closing the browser tab) asks first.
 * Without the design code the diagram opens read-only.
 */
import { Suspense, useCallback, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Grid, Space, Spin, Tag } from 'antd';
import { HistoryOutlined, RollbackOutlined } from '@ant-design/icons';
import { WORKFLOW_PERMISSIONS as P, type WfFormDetail, type WfModelDetail, type WorkflowEngine } from '@bus/contracts';
import type { DesignerOptions, DesignerSaveResult, FormSchema } from '@bus/bpmn-designer';
import { confirmAction } from '../../../../components/list-page';
import { useLeaveGuard } from '../../../../lib/leave-guard';
import { usePageTabTitle } from '../../../../lib/page-tab';
import { usePermission } from '../../../../lib/permissions';
import { designerServices } from '../api/designer-services';
import { useWorkflowForm } from '../api/get-form';
import { useModel } from '../api/get-model';
import { LazyBpmnDesigner } from '../components/lazy-designer';
import { modelHistoryPath } from '../components/model-list-tab';
import { useSaveDesign } from '../components/use-save-design';

export const confirmLeave = () => confirmAction('有未保存的修改', '离开后这些修改将丢失，确定离开吗？', '离开');

/**
 * Unsaved changes: every edit counts, a save that is stored clears what was there when it
 * started (an edit made while it was under way stays unsaved).
 */
function useUnsaved() {
  const edits = useRef(0);
  const [dirty, setDirty] = useState(false);
  const onChange = useCallback(() => {
    edits.current += 1;
    setDirty(true);
  }, []);
  const track = useCallback(async (save: () => Promise<boolean>) => {
    const at = edits.current;
    if (await save()) setDirty(edits.current !== at);
  }, []);
  return { dirty, onChange, track };
}

/**
 * Mounted once per model with what was loaded then: saves refresh the queries, but the designer
 * keeps its canvas (and undo history) instead of re-importing what it just saved.
 */
function DesignerView(props: { model: WfModelDetail; startForm?: WfFormDetail; onChange(): void; track(save: () => Promise<boolean>): Promise<void> }) {
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
        onSave={editable ? (result: DesignerSaveResult) => props.track(() => save(result)) : undefined}
        onChange={props.onChange}
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
  const { dirty, onChange, track } = useUnsaved();
  const { guard, leave } = useLeaveGuard(dirty, confirmLeave);
  usePageTabTitle(model.data?.name);

  // phone-narrow: the buttons go below the title, which keeps the whole width
  const narrow = !Grid.useBreakpoint().md;

  const backToList = () => leave(() => navigate('/workflow/design'));

  const actions = (
    <Space wrap>
      <Button icon={<HistoryOutlined />} onClick={() => navigate(modelHistoryPath(id))}>
        历史版本
      </Button>
      <Button icon={<RollbackOutlined />} onClick={() => void backToList()}>
        返回列表
      </Button>
    </Space>
  );

  return (
    <>
      {guard}
      <Card
        variant="borderless"
        styles={{ body: { padding: 12 }, title: { whiteSpace: 'normal' } }}
        title={
          <Space wrap size={[8, 4]}>
            <span>流程设计{model.data ? `：${model.data.name}` : ''}</span>
            {model.data && <Tag>{model.data.modelKey}</Tag>}
            {model.data && (
              <Tag color="blue" data-testid="model-version">
                v{model.data.latestVersion}
              </Tag>
            )}
            {model.data?.draft && (
              <Tag
                color="orange"
                data-testid="model-draft"
                title={model.data.deployableVersion ? `可部署的最新版本：v${model.data.deployableVersion}` : '还没有可部署的版本'}
              >
                草稿
              </Tag>
            )}
            {dirty && (
              <Tag color="red" data-testid="model-unsaved">
                未保存
              </Tag>
            )}
          </Space>
        }
        extra={narrow ? undefined : actions}
      >
        {narrow && <div style={{ marginBottom: 12 }}>{actions}</div>}
        {model.isError && <Alert type="error" showIcon message="流程模型加载失败" description={model.error.message} />}
        {(model.isPending || waitingForForm) && !model.isError && <Spin style={{ display: 'block', margin: '120px auto' }} />}
        {model.data && !waitingForForm && <DesignerView key={model.data.id} model={model.data} startForm={startForm.data} onChange={onChange} track={track} />}
      </Card>
    </>
  );
}
