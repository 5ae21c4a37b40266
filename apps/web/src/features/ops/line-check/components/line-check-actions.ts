/**
 * What a finding's follow-up allows next, by its state (the server refuses anything else with a
 * 422): 待处理 is 指派ed, 已指派 is 整改ed (or handed to someone else), 已整改 is 关闭d, 已关闭 is
 * left as it is. The page and the detail drawer show only the actions the state and the user's
 * codes allow.
 */
import { PERMS, type PermissionCode } from '@bus/contracts';

export type LineCheckActionKey = 'assign' | 'fix' | 'close';

export interface LineCheckAction {
  key: LineCheckActionKey;
  label: string;
  code: PermissionCode;
}

const ASSIGN: LineCheckAction = { key: 'assign', label: '指派', code: PERMS.ops.lineCheck.assign };
const REASSIGN: LineCheckAction = { key: 'assign', label: '改派', code: PERMS.ops.lineCheck.assign };
const FIX: LineCheckAction = { key: 'fix', label: '整改', code: PERMS.ops.lineCheck.edit };
const CLOSE: LineCheckAction = { key: 'close', label: '关闭', code: PERMS.ops.lineCheck.close };

/** The follow-up actions of a state, the usual next step first. */
export function lineCheckActions(state: string): LineCheckAction[] {
  switch (state) {
    case 'open':
      return [ASSIGN];
    case 'assigned':
      return [FIX, REASSIGN];
    case 'fixed':
      return [CLOSE];
    default:
      return [];
  }
}

/** A closed finding is kept as it was closed. */
export const isLineCheckEditable = (state: string) => state !== 'closed';
