/**
 * 系统通告 (system/SysAnnouncementList) on the resource kit: drafts are edited, then published to
 * everyone or chosen users, later revoked; the row offers only the moves its 发布状态 allows
 * (contracts' announcementStates) and 编辑 while it is a draft.
 */
import { useState } from 'react';
import { message } from 'antd';
import { announcementStates, type AnnouncementAction, type AnnouncementRecord } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { ResourceListPage } from '../../../../components/resource-kit';
import { announcementsApi } from '../api/announcements-api';
import { useChangeAnnouncementState } from '../api/release-announcement';
import { AnnouncementDetailModal, type AnnouncementDetail } from '../components/announcement-detail-modal';
import { AnnouncementFormModal } from '../components/announcement-form-modal';

/** what each move asks before it is taken */
function question(action: AnnouncementAction, record: AnnouncementRecord): [string, string] {
  if (action === 'release') {
    const target = record.msgType === 'ALL' ? '全体用户' : '指定用户';
    return [`确定发布“${record.titile}”吗？`, `发布后将立即通知${target}，且不能再编辑。`];
  }
  return [`确定撤销“${record.titile}”吗？`, '撤销后用户将看不到这条消息。'];
}

export default function AnnouncementListPage({ title }: { title: string }) {
  const change = useChangeAnnouncementState();
  const [viewing, setViewing] = useState<AnnouncementDetail | null>(null);

  const move = async (action: string, record: AnnouncementRecord) => {
    const name = action as AnnouncementAction;
    const [ask, note] = question(name, record);
    if (!(await confirmAction(ask, note, announcementStates.actions[name].label))) return;
    try {
      void message.success(await change.mutateAsync({ id: record.id, action: name }));
    } catch {
      return; // the shared client said why (another user moved it first)
    }
  };

  return (
    <ResourceListPage
      api={announcementsApi}
      title={title}
      actionsWidth={170}
      onStateAction={(action, record) => void move(action, record)}
      rowActions={(record) => [{ key: 'view', label: '查看', onClick: () => setViewing({ ...record, readFlag: '1' }) }]}
      renderForm={(props) => <AnnouncementFormModal {...props} />}
    >
      <AnnouncementDetailModal announcement={viewing} onClose={() => setViewing(null)} />
    </ResourceListPage>
  );
}
