/** 线路巡检 (zsgj/LineCheckList): findings on lines and stops, followed up 待处理 → 已指派 → 已整改 → 已关闭. */
import { useState } from 'react';
import { Form, Typography, message } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { lineCheckResource, lineCheckStates, type LineCheckAction, type LineCheckRecord } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { reportFailure } from '../../../../components/form-modal';
import { RouteSelect, UserSelectInput } from '../../../../components/pickers';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { lineChecksApi, useMoveLineCheck } from '../api/line-check-api';
import { LineCheckDrawer } from '../components/line-check-drawer';
import { LineCheckFollowUpModal, type FollowUpKind } from '../components/line-check-follow-up-modal';
import { LineCheckFormModal } from '../components/line-check-form-modal';

const searchItems = [
  <Form.Item key="routeId" name="routeId" label="线路">
    <RouteSelect />
  </Form.Item>,
  ...resourceSearchItems(lineCheckResource, ['state', 'category']),
  <Form.Item key="inspector" name="inspector" label="巡检人">
    <UserSelectInput multiple={false} placeholder="请选择巡检人" />
  </Form.Item>,
  ...resourceSearchItems(lineCheckResource, ['checkTime']),
];

export default function LineCheckListPage({ title }: { title: string }) {
  const move = useMoveLineCheck();
  const [editing, setEditing] = useState<LineCheckRecord | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [followUp, setFollowUp] = useState<{ kind: FollowUpKind; record: LineCheckRecord } | null>(null);

  const act = async (action: LineCheckAction, record: LineCheckRecord) => {
    if (action !== 'close') return setFollowUp({ kind: action, record });
    if (!(await confirmAction('确定关闭该巡检记录吗？', lineCheckStates.actions.close.confirm, '关闭'))) return;
    try {
      const done = await move.mutateAsync({ action: 'close', body: { id: record.id, version: record.version } });
      void message.success(done.message);
    } catch (error) {
      reportFailure(error, '关闭失败');
    }
  };

  return (
    <ResourceListPage
      api={lineChecksApi}
      title={title}
      searchItems={searchItems}
      columns={[
        'checkTime',
        ['routeId', { fitContent: true }],
        // a stop's whole name (it was cut after four characters); the findings take the ellipsis
        ['stopId', { fitContent: { max: 220 } }],
        // sorted by time only, as before: the other columns' sort arrows would widen the table past the page at 1440 px
        ['category', { sorter: false }],
        // the findings take the ellipsis and give up the width a long line number or stop name needs
        ['findings', { width: 120 }],
        {
          title: '照片',
          dataIndex: 'photos',
          key: 'photos',
          width: 64,
          render: (v: string[]) =>
            v.length ? (
              <Typography.Text type="secondary" title={`${v.length} 张照片`}>
                <PictureOutlined /> {v.length}
              </Typography.Text>
            ) : (
              '—'
            ),
        },
        ['inspector', { sorter: false, render: (v: string | null, r: LineCheckRecord) => v ?? r.inspector }],
        ['state', { sorter: false }],
        ['assignee', { sorter: false, fitContent: true, render: (v: string | null, r: LineCheckRecord) => v ?? r.assignee ?? '—' }],
      ]}
      rowActions={(record) => [{ key: 'view', label: '详情', onClick: () => setViewing(record.id) }]}
      // edited from its detail, which shows what the follow-up did
      editable={() => false}
      onStateAction={(action, record) => void act(action as LineCheckAction, record)}
      // the usual next step; 改派 is in the detail, as the table fits the page at 1440 px
      rowStateActions={1}
      scrollX={1100}
      deleteNote="删除后照片与整改记录一并删除，不能恢复。"
      actionsWidth={160}
      renderForm={(dialog) => (
        <LineCheckFormModal
          open={dialog.open || editing !== null}
          record={editing ?? dialog.record}
          onClose={() => {
            setEditing(null);
            dialog.onClose();
          }}
        />
      )}
    >
      <LineCheckDrawer id={viewing} onClose={() => setViewing(null)} onEdit={setEditing} onAction={(action, record) => void act(action, record)} />
      <LineCheckFollowUpModal kind={followUp?.kind ?? null} record={followUp?.record ?? null} onClose={() => setFollowUp(null)} />
    </ResourceListPage>
  );
}
