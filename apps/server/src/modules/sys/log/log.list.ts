import { PERMS } from '@bus/contracts';
import { ilike, or } from 'drizzle-orm';
import { defineList } from '../../../lib/list-query';
import { sysLog } from './log.table';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const systemLogList = defineList({
  name: 'sys_log',
  dataRulePermission: PERMS.system.log.list,
  table: sysLog,
  fields: {
    logType: { column: sysLog.logType, type: 'number', dict: 'log_type' },
    /** one box that searches the content, the user and the URL */
    keyWord: {
      column: sysLog.content,
      type: 'string',
      sortable: false,
      filter: (value) => {
        const pattern = `%${escapeLike(value.trim())}%`;
        return or(ilike(sysLog.content, pattern), ilike(sysLog.username, pattern), ilike(sysLog.url, pattern))!;
      },
    },
    username: { column: sysLog.username, type: 'string', rule: 'like' },
    ip: { column: sysLog.ip, type: 'string', rule: 'like' },
    method: { column: sysLog.method, type: 'string' },
    status: { column: sysLog.status, type: 'number' },
    costMs: { column: sysLog.costMs, type: 'number' },
    createTime: { column: sysLog.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysLog.id,
});
