/**
 * What a notice allows by the state the list shows: only a draft is edited, deleted or 发布ed;
 * a published notice (in force or already expired) is 撤回n; a withdrawn one is kept as it is.
 */
import { PERMS, type OpsNoticeShownState, type PermissionCode } from '@bus/contracts';

export type NoticeActionKey = 'edit' | 'release' | 'revoke' | 'delete';

export interface NoticeAction {
  key: NoticeActionKey;
  label: string;
  code: PermissionCode;
  danger?: boolean;
}

const EDIT: NoticeAction = { key: 'edit', label: '编辑', code: PERMS.ops.notice.edit };
const RELEASE: NoticeAction = { key: 'release', label: '发布', code: PERMS.ops.notice.release };
const REVOKE: NoticeAction = { key: 'revoke', label: '撤回', code: PERMS.ops.notice.revoke, danger: true };
const DELETE: NoticeAction = { key: 'delete', label: '删除', code: PERMS.ops.notice.delete, danger: true };

export function noticeActions(state: OpsNoticeShownState | string): NoticeAction[] {
  if (state === 'draft') return [EDIT, RELEASE, DELETE];
  if (state === 'published' || state === 'expired') return [REVOKE];
  return [];
}

/** The confirmation of 发布 and 撤回 (both change what passengers see at once). */
export function noticeConfirmation(action: 'release' | 'revoke', title: string): { title: string; content: string; okText: string } {
  return action === 'release'
    ? { title: `确定发布“${title}”吗？`, content: '发布后乘客即可看到这条公告，且不能再编辑。', okText: '发布' }
    : { title: `确定撤回“${title}”吗？`, content: '撤回后乘客将看不到这条公告，撤回后不能再次发布。', okText: '撤回' };
}
