/** 巡检详情: the finding with its photos and follow-up, and the actions its state and the user's codes allow. */
import { Button, Descriptions, Drawer, Empty, Image, Space, Spin, Typography } from 'antd';
import { isLineCheckEditable, lineCheckStates, PERMS, type LineCheckAction, type LineCheckRecord } from '@bus/contracts';
import { DictTag } from '../../../../components/dict';
import { fileUrlOf } from '../../../../components/upload';
import { usePermission } from '../../../../lib/permissions';
import { lineChecksApi } from '../api/line-check-api';

interface LineCheckDrawerProps {
  id: string | null;
  onClose(): void;
  onEdit(record: LineCheckRecord): void;
  onAction(action: LineCheckAction, record: LineCheckRecord): void;
}

export function LineCheckDrawer({ id, onClose, onEdit, onAction }: LineCheckDrawerProps) {
  const detail = lineChecksApi.useRecord(id);
  const { can } = usePermission();
  const record = detail.data;
  // the follow-up its state allows and the user's codes permit, the usual next step first
  const actions = record ? lineCheckStates.allowed(record.state, can) : [];
  const person = (name: string | null, username: string | null) => (username ? `${name ?? username}（${username}）` : '—');

  return (
    <Drawer
      title="巡检详情"
      open={id !== null}
      width={720}
      onClose={onClose}
      destroyOnHidden
      extra={
        record && (
          <Space>
            {isLineCheckEditable(record.state) && can(PERMS.ops.lineCheck.edit) && <Button onClick={() => onEdit(record)}>编辑</Button>}
            {actions.map((action, index) => (
              <Button key={action} type={index === 0 ? 'primary' : 'default'} onClick={() => onAction(action, record)}>
                {lineCheckStates.labelOf(action, record.state)}
              </Button>
            ))}
          </Space>
        )
      }
    >
      {!record ? (
        <Spin spinning={detail.isLoading}>
          <div style={{ minHeight: 200 }} />
        </Spin>
      ) : (
        <>
          <Descriptions column={2} size="small" bordered styles={{ label: { width: 120, whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="线路">
              {record.routeNumber} <Typography.Text type="secondary">{record.routeName}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="站点">{record.stopName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="问题类别">
              <DictTag dictCode="ops_check_category" value={record.category} text={record.category_dictText} />
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <DictTag dictCode="ops_check_state" value={record.state} text={record.state_dictText} />
            </Descriptions.Item>
            <Descriptions.Item label="巡检人">{person(record.inspectorName, record.inspector)}</Descriptions.Item>
            <Descriptions.Item label="巡检时间">{record.checkTime}</Descriptions.Item>
            <Descriptions.Item label="巡检发现" span={2}>
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{record.findings}</Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="整改责任人">{person(record.assigneeName, record.assignee)}</Descriptions.Item>
            <Descriptions.Item label="关闭时间">{record.closeTime ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="整改情况" span={2}>
              {record.resolution ? <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{record.resolution}</Typography.Paragraph> : '—'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            现场照片（{record.photos.length}）
          </Typography.Title>
          {record.photos.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有照片" />
          ) : (
            <Image.PreviewGroup>
              <Space wrap size={8} data-testid="line-check-photos">
                {record.photos.map((path, index) => (
                  <Image
                    key={path}
                    src={fileUrlOf(path)}
                    alt={`现场照片 ${index + 1}`}
                    width={132}
                    height={100}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </>
      )}
    </Drawer>
  );
}
