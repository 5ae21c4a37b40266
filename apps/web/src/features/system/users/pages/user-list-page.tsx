/** 用户管理 (system/UserList): the resource kit's page of userResource, with its own form, freeze and password reset. */
import { useState } from 'react';
import { Button, Tag, message } from 'antd';
import { RestOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PERMS, type UserRecord } from '@bus/contracts';
import { avatarColumn, confirmAction } from '../../../../components/list-page';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { useDictItems } from '../../../../lib/dict-cache';
import { Authorized } from '../../../../lib/permissions';
import { USER_ACTIVE, USER_FROZEN, useSetUsersFrozen } from '../api/set-users-frozen';
import { USER_IMPORT_TEMPLATE_URL, USER_IMPORT_URL, usersApi } from '../api/users-api';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { UserFormModal } from '../components/user-form-modal';

const { user } = PERMS.system;
const SEARCH_ITEMS = resourceSearchItems(usersApi.resource, ['username', 'realname', 'sex', 'phone', 'status', 'workNo']);

export default function UserListPage({ title }: { title: string }) {
  const sexItems = useDictItems('sex');
  const freeze = useSetUsersFrozen();
  const [detail, setDetail] = useState<UserRecord | null>(null);
  const [resetFor, setResetFor] = useState<string | null>(null);

  const setFrozen = async (ids: string[], status: number, done?: () => void) => {
    if (
      status === USER_FROZEN &&
      !(await confirmAction(`确定冻结${ids.length > 1 ? `选中的 ${ids.length} 个` : '该'}用户吗？`, '冻结后用户会被立即下线且无法登录。', '冻结'))
    )
      return;
    void message.success(await freeze.mutateAsync({ ids, status }));
    done?.();
  };

  return (
    <>
      <ResourceListPage
        api={usersApi}
        title={title}
        columns={[
          avatarColumn<UserRecord>(),
          'username',
          'realname',
          ['sex', { filters: (sexItems.data ?? []).map((i) => ({ text: i.text, value: i.value })) }],
          // hidden until chosen in 列设置, so the list fits a 1440 px screen without scrolling sideways
          ['birthday', { hidden: true }],
          ['phone', { sorter: false }],
          'departId',
          ['post', { sorter: false }],
          [
            'status',
            {
              sorter: false,
              render: (status: number, record: UserRecord) => (
                <Tag color={status === USER_FROZEN ? 'red' : 'green'}>{record.status_dictText || (status === USER_FROZEN ? '冻结' : '正常')}</Tag>
              ),
            },
          ],
          ['createTime', { hidden: true }],
        ]}
        searchItems={SEARCH_ITEMS}
        advancedQuery
        deleteNote="删除后可在回收站还原。"
        deleteOkText="确定"
        actionsWidth={160}
        tableId="system-user-list"
        emptyText="暂无数据"
        importUrl={USER_IMPORT_URL}
        importOptions={{ templateUrl: USER_IMPORT_TEMPLATE_URL, templateFileName: '用户导入模板.xlsx', errorFileName: '用户导入失败.xlsx' }}
        moreActions={(record) => [
          { key: 'detail', label: '详情', onClick: () => setDetail(record) },
          { key: 'password', label: '修改密码', code: user.reset_password, onClick: () => setResetFor(record.username) },
          record.status === USER_FROZEN
            ? { key: 'unfreeze', label: '解冻', code: user.frozen, onClick: () => void setFrozen([record.id], USER_ACTIVE) }
            : { key: 'freeze', label: '冻结', code: user.frozen, onClick: () => void setFrozen([record.id], USER_FROZEN) },
        ]}
        batchActions={(ids, done) => [
          { key: 'freeze', label: '批量冻结', code: user.frozen, onClick: () => void setFrozen(ids, USER_FROZEN, done) },
          { key: 'unfreeze', label: '批量解冻', code: user.frozen, onClick: () => void setFrozen(ids, USER_ACTIVE, done) },
        ]}
        toolbar={
          <Authorized code={[PERMS.system.recycleBin.revert, PERMS.system.recycleBin.delete]}>
            <Link to="/system/recycleBin">
              <Button icon={<RestOutlined />}>回收站</Button>
            </Link>
          </Authorized>
        }
        renderForm={({ open, record, onClose }) => <UserFormModal open={open} mode={record ? 'edit' : 'add'} record={record} onClose={onClose} />}
      />
      <UserFormModal open={detail !== null} mode="view" record={detail ?? undefined} onClose={() => setDetail(null)} />
      <ResetPasswordModal username={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
}
