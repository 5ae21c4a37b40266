import { LOG_LIST_FIELDS, PERMS } from '@bus/contracts';
import { ilike, or } from 'drizzle-orm';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { sysLog } from './log.table';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const systemLogList = defineList({
  name: 'sys_log',
  dataRulePermission: PERMS.system.log.list,
  table: sysLog,
  fields: fieldsOf(LOG_LIST_FIELDS, {
    logType: sysLog.logType,
    keyWord: {
      column: sysLog.content,
      filter: (value) => {
        const pattern = `%${escapeLike(value.trim())}%`;
        return or(ilike(sysLog.content, pattern), ilike(sysLog.username, pattern), ilike(sysLog.url, pattern))!;
      },
    },
    username: sysLog.username,
    ip: sysLog.ip,
    method: sysLog.method,
    status: sysLog.status,
    costMs: sysLog.costMs,
    createTime: sysLog.createTime,
  }),
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysLog.id,
});
