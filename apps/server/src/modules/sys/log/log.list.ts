/**
 * 日志管理 on the resource kit: the list (a keyword over content, user and URL), export and delete;
 * the system writes the entries (log.service.ts), so the resource has no add or edit.
 */
import { PERMS, systemLogResource } from '@bus/contracts';
import { ilike, or } from 'drizzle-orm';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { sysLog } from './log.table';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const systemLogList = defineList({
  name: 'sys_log',
  dataRulePermission: PERMS.system.log.list,
  table: sysLog,
  fields: fieldsOf(systemLogResource.fields, {
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
    url: sysLog.url,
    status: sysLog.status,
    costMs: sysLog.costMs,
    createTime: sysLog.createTime,
  }),
  defaultSort: systemLogResource.defaultSort,
  tieBreaker: sysLog.id,
});

export const systemLogKit = resourceKit(
  {
    resource: systemLogResource,
    table: sysLog,
    list: systemLogList,
    // the log is its own history
    dataLog: false,
    messages: { deleted: '删除成功', deletedBatch: (count) => `删除成功 ${count} 条` },
    hooks: {
      values: () => Promise.reject(new Error('log entries are written by the system')),
    },
  },
  dataLog,
);
