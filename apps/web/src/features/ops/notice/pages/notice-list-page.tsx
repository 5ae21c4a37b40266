/** 公告管理 (zsgj/NoticeList): passenger notices on lines and stops, drafted, 发布ed and 撤回n; expired ones are marked. */
import { useState } from 'react';
import { Form, message } from 'antd';
import { isNoticeEditable, noticeResource, noticeStates, type NoticeAction, type NoticeRecord } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { RouteSelect } from '../../../../components/pickers';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { noticesApi, useMoveNotice } from '../api/notice-api';
import { NoticeDetailModal } from '../components/notice-detail-modal';
import { NoticeFormModal } from '../components/notice-form-modal';

const searchItems = [
  ...resourceSearchItems(noticeResource, ['title', 'kind', 'state']),
  <Form.Item key="routeId" name="routeId" label="线路">
    <RouteSelect />
  </Form.Item>,
];

export default function NoticeListPage({ title }: { title: string }) {
  const move = useMoveNotice();
  const [viewing, setViewing] = useState<NoticeRecord | null>(null);

  // 发布 and 撤回 both change what passengers see at once: asked first
  const changeState = async (action: NoticeAction, record: NoticeRecord) => {
    const { label, confirm } = noticeStates.actions[action];
    if (!(await confirmAction(`确定${label}“${record.title}”吗？`, confirm, label))) return;
    try {
      void message.success(await move.mutateAsync({ action, id: record.id, version: record.version }));
    } catch (error) {
      reportFailure(error, `${label}失败`);
    }
  };

  return (
    <ResourceListPage
      api={noticesApi}
      title={title}
      searchItems={searchItems}
      columns={[
        ['title', { fixed: 'left' }],
        'kind',
        ['routeId', { ellipsis: true, render: (v: string[]) => (v.length ? v.join('、') : '不限线路') }],
        ['stopIds', { ellipsis: true, render: (v: string[]) => (v.length ? v.join('、') : '—') }],
        'validFrom',
        ['validTo', { render: (v: string | null) => (v ? v.slice(0, 16) : '长期有效') }],
        'shownState',
      ]}
      rowActions={(record) => [{ key: 'view', label: '查看', onClick: () => setViewing(record) }]}
      editable={(record) => isNoticeEditable(record.state)}
      deletable={(record) => isNoticeEditable(record.state)}
      onStateAction={(action, record) => void changeState(action as NoticeAction, record)}
      deleteNote="只有草稿可以删除，删除后不能恢复。"
      actionsWidth={200}
      scrollX={1100}
      renderForm={(dialog) => <NoticeFormModal {...dialog} />}
    >
      <NoticeDetailModal record={viewing} onClose={() => setViewing(null)} />
    </ResourceListPage>
  );
}
