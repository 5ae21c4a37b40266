/**
 * 会员管理: passengers registered in the app, read here (the card desk acts on them later). Phone
 * numbers leave the server masked; a search by phone takes the whole number or its last digits.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';
import { memberRecordSchema } from './ops-member-record';

export const OPS_MEMBER_REAL_NAME_STATES = ['none', 'pending', 'verified', 'rejected'] as const;
export const OPS_MEMBER_STATUSES = ['normal', 'frozen', 'cancelled'] as const;

/** 13800000001 -> 138****0001; a number of another length keeps only its last four characters. */
export function maskPhone(phone: string | null | undefined): string {
  const text = (phone ?? '').trim();
  if (!text) return '';
  if (text.length === 11) return `${text.slice(0, 3)}****${text.slice(7)}`;
  return text.length <= 4 ? '****' : `****${text.slice(-4)}`;
}

export const PHONE_SEARCH_MESSAGE = '手机号请输入完整的 11 位号码或后 4 至 10 位数字';

/**
 * What a phone search box asks for: the whole number (11 digits) or its last 4 to 10 digits;
 * null when the text is neither (too short, not digits).
 */
export function parsePhoneSearch(text: string): { exact: string } | { suffix: string } | null {
  const digits = text.trim();
  if (!/^\d{4,11}$/.test(digits)) return null;
  return digits.length === 11 ? { exact: digits } : { suffix: digits };
}

export { memberRecordSchema, type MemberRecord } from './ops-member-record';

/**
 * 会员管理 (/ops/member), a read view: the list and its export. `phone` is searched by the whole
 * number or its last digits (parsePhoneSearch) and replied masked; `name` is a real name or nickname.
 */
export const memberResource = defineResource({
  api: '/ops/member',
  noun: '会员',
  title: '会员',
  permissions: PERMS.ops.member,
  record: memberRecordSchema,
  // nothing is saved here: the card desk acts on members
  save: z.object({}),
  defaultSort: { field: 'registerTime', order: 'desc' },
  fields: {
    phone: { label: '手机号', type: 'string', sortable: false, column: { width: 120 }, export: 14 },
    name: { label: '姓名/昵称', type: 'string', sortable: false, search: true },
    nickname: { label: '昵称', type: 'string', rule: 'like', advanced: true, column: { width: 130, ellipsis: true }, export: 14 },
    realName: { label: '真实姓名', type: 'string', rule: 'like', advanced: true, column: { width: 100 }, export: 10 },
    realNameState: {
      label: '实名状态',
      type: 'string',
      dict: 'ops_member_real_name_state',
      advanced: true,
      search: true,
      column: { width: 100 },
      export: 10,
    },
    cardCount: { label: '卡片数', type: 'number', advanced: true, column: { width: 80 }, export: 8 },
    status: { label: '会员状态', type: 'string', dict: 'ops_member_status', advanced: true, search: true, column: { width: 90 }, export: 10 },
    registerTime: { label: '注册时间', type: 'datetime', advanced: true, search: 'range', column: { width: 150 }, export: 20 },
    lastActiveTime: { label: '最近活跃', type: 'datetime', advanced: true, column: { width: 150 }, export: 20 },
  },
});

/** GET /ops/member/tickets?memberId= (with the list query): the member's custom-bus tickets, newest travel date first. */
export const memberTicketsQuerySchema = z.object({ memberId: z.string().trim().min(1, '请指定会员').max(64) });
