/**
 * 会员管理: passengers registered in the app, read here (the card desk acts on them later). Phone
 * numbers leave the server masked; a search by phone takes the whole number or its last digits.
 */
import { z } from 'zod';
import { listFieldCatalogue } from './list-fields';

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

export const memberRecordSchema = z.object({
  id: z.string(),
  /** masked: 138****0001 */
  phone: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  idCardMasked: z.string().nullable(),
  realNameState: z.string(),
  realNameState_dictText: z.string().optional(),
  cardCount: z.number(),
  status: z.string(),
  status_dictText: z.string().optional(),
  registerTime: z.string().nullable(),
  lastActiveTime: z.string().nullable(),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

/** GET /ops/member/list. `phone`: the whole number or its last digits (parsePhoneSearch); `name`: real name or nickname. */
export const MEMBER_LIST_FIELDS = listFieldCatalogue({
  phone: { label: '手机号', type: 'string', sortable: false },
  name: { label: '姓名/昵称', type: 'string', sortable: false },
  nickname: { label: '昵称', type: 'string', rule: 'like', advanced: true },
  realName: { label: '真实姓名', type: 'string', rule: 'like', advanced: true },
  realNameState: { label: '实名状态', type: 'string', dict: 'ops_member_real_name_state', advanced: true },
  cardCount: { label: '卡片数', type: 'number', advanced: true },
  status: { label: '会员状态', type: 'string', dict: 'ops_member_status', advanced: true },
  registerTime: { label: '注册时间', type: 'datetime', advanced: true },
  lastActiveTime: { label: '最近活跃', type: 'datetime', advanced: true },
});

/** GET /ops/member/tickets?memberId= (with the list query): the member's custom-bus tickets, newest travel date first. */
export const memberTicketsQuerySchema = z.object({ memberId: z.string().trim().min(1, '请指定会员').max(64) });
