/** 用户回收站 (system/UserRecycleBinList): the resource kit's page of the deleted users, restored or purged. */
import { message } from 'antd';
import { PERMS } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { ResourceListPage } from '../../../../components/resource-kit';
import { usePurgeUsers } from '../api/purge-users';
import { useRestoreUsers } from '../api/restore-users';
import { recycleBinApi } from '../api/users-api';

const { recycleBin } = PERMS.system;

export default function UserRecycleBinPage({ title }: { title: string }) {
  const restore = useRestoreUsers();
  const purge = usePurgeUsers();

  const restoreUsers = async (ids: string[], done?: (removed: number) => void) => {
    if (!(await confirmAction(ids.length > 1 ? `确定还原选中的 ${ids.length} 个用户吗？` : '确定还原该用户吗？', undefined, '还原'))) return;
    void message.success(await restore.mutateAsync(ids));
    done?.(ids.length);
  };

  const purgeUsers = async (ids: string[], done?: (removed: number) => void) => {
    const question = ids.length > 1 ? `确定彻底删除选中的 ${ids.length} 个用户吗？` : '确定彻底删除该用户吗？';
    if (!(await confirmAction(question, '彻底删除后无法恢复！', '彻底删除'))) return;
    void message.success(await purge.mutateAsync(ids));
    done?.(ids.length);
  };

  return (
    <ResourceListPage
      api={recycleBinApi}
      title={title}
      columns={['username', 'realname', 'workNo', 'sex', 'phone', 'departId']}
      actionsWidth={170}
      emptyText="回收站是空的"
      rowActions={(record, done) => [
        { key: 'restore', label: '还原', code: recycleBin.revert, onClick: () => void restoreUsers([record.id], done) },
        { key: 'purge', label: '彻底删除', code: recycleBin.delete, danger: true, onClick: () => void purgeUsers([record.id], done) },
      ]}
      batchActions={(ids, done) => [
        { key: 'restore', label: `批量还原 (${ids.length})`, code: recycleBin.revert, onClick: () => void restoreUsers(ids, done) },
        { key: 'purge', label: `批量彻底删除 (${ids.length})`, code: recycleBin.delete, danger: true, onClick: () => void purgeUsers(ids, done) },
      ]}
    />
  );
}
