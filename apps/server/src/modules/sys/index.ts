/**
 * What the system area (系统管理) offers the other areas: they import this file only, never one
 * of its tables, routes or services (test/layers.test.ts). Files of the system area import their
 * own modules directly, never through here.
 */

/** 数据日志: write a saved record's version (in the write's transaction), read a record's history */
export { dataLog } from './data-log/data-log-writer';

/** who is who: users by id or user name, real names, active users of a rule, SQL for lists by a person */
export { userDirectory } from './directory/user-directory';
export type { UserField } from './directory/user-sql';

/** departments of a company: names, membership, and SQL for a list's department name */
export { departments } from './directory/departments';

/** companies: a company's name */
export { tenants } from './directory/tenants';

/** what a report (在线报表) may read of the system's data */
export { reportSources } from './directory/report-sources';

/** the life of an import job: start, progress, finish, fail, read (marking a silent one interrupted) */
export { importJobs, type ImportJobRow } from './import-job/import-jobs';

/** 定时任务: another area's job registered, and a task of it seeded */
export { scheduledJobs, type JobContext, type JobHandler } from './quartz/scheduled-jobs';

/** a system message (系统消息) to users, written in the caller's transaction */
export { notices } from './announcement/send-notice';

/** rich text as it may be stored (what 通知公告 keeps of its content): sanitized, or null when empty */
export { sanitizeContent } from './announcement/sanitize-content';

/** uploads: a stored path's shape, the files a tenant uploaded, the pictures of a save's image fields */
export { uploads } from './upload/stored-uploads';

/** whether a user's roles grant a permission code */
export { userHasPermission } from './permission/permission.service';

/** a dictionary's enabled items, in order */
export { getDictItems as dictionaryItems } from './dict/dict.service';

/** 填值规则: a rule's next value (an order's number), and a rule an area relies on seeded */
export { fillRules } from './fill-rule/fill-rules';

/** whether a 校验规则 code exists */
export { checkRuleExists } from './check-rule/check-rule.service';
