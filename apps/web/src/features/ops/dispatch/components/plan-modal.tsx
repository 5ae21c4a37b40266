/**
 * 生成运营计划: what the day holds, whether the fleet and crew cover it, pieces nobody drives and the
 * duty-rule findings first, then the plan (idempotent).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Typography, message } from 'antd';
import { CoverageNotice, DutyFindingList } from '../../../../components/ops';
import { getPlanPreview } from '../api/get-plan-preview';
import { useGeneratePlan } from '../api/generate-plan';

export function PlanModal({ date, open, onClose }: { date: string; open: boolean; onClose(): void }) {
  const preview = useQuery({ queryKey: ['ops', 'dispatch', 'plan-preview', date], queryFn: () => getPlanPreview(date), enabled: open, gcTime: 0 });
  const generate = useGeneratePlan();
  const data = preview.data;
  const errors = (data?.findings ?? []).filter((f) => f.severity === 'error').length;

  const submit = async () => {
    void message.success(await generate.mutateAsync(date));
    onClose();
  };

  return (
    <Modal
      title={`生成运营计划：${date}`}
      open={open}
      width={680}
      okText={data?.planned ? '重新生成' : '生成'}
      cancelText="取消"
      okButtonProps={{ disabled: !data || data.trips === 0 }}
      confirmLoading={generate.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {preview.isLoading || !data ? (
        <Typography.Text type="secondary">正在检查…</Typography.Text>
      ) : (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="当日班次">{data.trips}</Descriptions.Item>
            <Descriptions.Item label="已有记录">{data.planned}</Descriptions.Item>
            <Descriptions.Item label="未排班段">{data.unassignedDuties}</Descriptions.Item>
          </Descriptions>
          <CoverageNotice coverage={data.coverage} style={{ marginBottom: 12 }} />
          {data.unassignedDuties > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={`${data.unassignedDuties} 个班段没有排车辆或驾驶员，它们的班次不会计为已运行；请先在驾驶员管理 › 排班中补排`}
            />
          )}
          {data.trips === 0 && <Alert type="info" showIcon message="这一天没有运营的班次，请先在班次管理中编制时刻表" style={{ marginBottom: 12 }} />}
          {data.planned > 0 && (
            <Alert type="info" showIcon message="重新生成会按当前排班更新尚未执行的班次，已记录的实发/实到、取消和换车保持不变" style={{ marginBottom: 12 }} />
          )}
          {data.findings.length > 0 && (
            <Alert
              type={errors ? 'error' : 'warning'}
              showIcon
              style={{ marginBottom: 8 }}
              message={`当日排班有 ${data.findings.length} 项违规${errors ? `（其中 ${errors} 项错误）` : ''}，请核对后再生成`}
            />
          )}
          <div style={{ maxHeight: 320, overflow: 'auto' }}>
            <DutyFindingList findings={data.findings} emptyText="当日排班没有违反规则" />
          </div>
        </>
      )}
    </Modal>
  );
}
