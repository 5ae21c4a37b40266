/**
 * 乘客信息 (/isps/userInfo, issue 24): the passengers as the card desk sees them, the very records of
 * 会员管理 (one passenger record, not two): phone and ID card masked, the real-name state, how many
 * cards they hold and what is on them.
 */
import { z } from 'zod';
import { memberRecordSchema } from '../../api/ops-member-record';
import { defineResource } from '../../kit/resource';
import { codes } from '../../permission-codes';

export const ISPS_PASSENGER_PERMS = codes('isps:userInfo', ['list', 'export']);

export const passengerRecordSchema = memberRecordSchema.extend({
  /** what is on the passenger's cards in use (正常 or 已挂失) */
  balanceCents: z.number(),
});
export type PassengerRecord = z.infer<typeof passengerRecordSchema>;

export const passengerResource = defineResource({
  api: '/isps/userInfo',
  noun: '乘客',
  title: '乘客信息',
  permissions: ISPS_PASSENGER_PERMS,
  record: passengerRecordSchema,
  save: z.object({}),
  defaultSort: { field: 'registerTime', order: 'desc' },
  fields: {
    phone: { label: '手机号', type: 'string', sortable: false, column: { width: 120 }, export: 14 },
    name: { label: '姓名/昵称', type: 'string', sortable: false, search: true },
    realName: { label: '真实姓名', type: 'string', rule: 'like', column: { width: 100 }, export: 10 },
    idCardMasked: { label: '身份证号', type: 'string', sortable: false, filterable: false, column: { width: 190 }, export: 22 },
    realNameState: { label: '实名状态', type: 'string', dict: 'ops_member_real_name_state', search: true, column: { width: 90 }, export: 10 },
    cardCount: { label: '卡片数', type: 'number', advanced: true, column: { width: 80 }, export: 8 },
    balanceCents: { label: '卡内余额', type: 'number', sortable: false, filterable: false, column: { width: 110 }, export: 12, form: { widget: 'money' } },
    status: { label: '会员状态', type: 'string', dict: 'ops_member_status', search: true, column: { width: 90 }, export: 10 },
    registerTime: { label: '注册时间', type: 'datetime', search: 'range', column: { width: 150 }, export: 20 },
  },
});
