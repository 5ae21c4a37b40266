/**
 * 日志管理 (/sys/log): the sign-in, operation and page-error entries the system writes. A resource
 * without add or edit: its codes are list, delete, batch_delete and export, so the kits make only
 * those routes and buttons.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

/** GET /sys/log/list rows */
export const systemLogSchema = z.object({
  id: z.string(),
  logType: z.number(),
  logType_dictText: z.string().optional(),
  content: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.string().nullable(),
  url: z.string().nullable(),
  status: z.number().nullable(),
  costMs: z.number().nullable(),
  createTime: z.string(),
});
export type SystemLog = z.infer<typeof systemLogSchema>;

/** logType of each tab of the page (the log_type dictionary's values) */
export const LOG_TYPES = { login: 1, operation: 2, clientError: 3 } as const;

export const systemLogResource = defineResource({
  api: '/sys/log',
  noun: '日志',
  // the export's sheet and file name (系统日志.xlsx), as before the kit
  title: '系统日志',
  permissions: PERMS.system.log,
  record: systemLogSchema,
  // entries are written by the system, never through a form
  save: z.object({}),
  fields: {
    logType: { label: '日志类型', type: 'number', dict: 'log_type', export: 10 },
    /** one box that searches the content, the user and the URL; the content alone in the advanced query */
    keyWord: { label: '日志内容', type: 'string', sortable: false, advanced: true, column: { display: 'content', width: 280, ellipsis: true }, export: 40 },
    username: { label: '操作人', type: 'string', rule: 'like', advanced: true, column: { width: 110 }, export: 14 },
    ip: { label: 'IP', type: 'string', rule: 'like', advanced: true, column: { width: 130 }, export: 16 },
    method: {
      label: '请求方法',
      type: 'string',
      choices: ['GET', 'POST', 'PUT', 'DELETE'].map((m) => ({ value: m, label: m })),
      advanced: true,
      column: { width: 90 },
      export: 10,
    },
    url: { label: '请求地址', type: 'string', rule: 'like', column: { width: 200, ellipsis: true }, export: 36 },
    status: { label: '状态码', type: 'number', advanced: true, column: { width: 80 }, export: 8 },
    costMs: { label: '耗时(毫秒)', type: 'number', advanced: true, column: { width: 110 }, export: 12 },
    createTime: { label: '创建时间', type: 'datetime', advanced: true, search: 'range', column: { width: 150 }, export: 20 },
  },
});
