/**
 * 实名认证 (/isps/realNameAuth, issue 24): the passengers' real-name submissions from the app (name,
 * ID card, its photos) waiting for a clerk: 通过 (the ID card checked with the shared validator,
 * the passenger verified in 会员管理) or 驳回 with the reason the passenger reads. The full ID
 * number is kept only until the review; afterwards only its masked form and a digest remain.
 */
import { z } from 'zod';
import { defineResource } from '../../kit/resource';
import { defineStateMachine } from '../../kit/state-machine';
import { codes } from '../../permission-codes';

export const ISPS_REAL_NAME_PERMS = codes('isps:realNameAuth', ['list', 'review', 'export']);

export const realNameStates = defineStateMachine<'pending' | 'approved' | 'rejected', 'approve' | 'reject'>({
  noun: '实名申请',
  states: { pending: '待审核', approved: '已通过', rejected: '已驳回' },
  actions: {
    approve: { label: '通过', from: ['pending'], to: 'approved', permission: ISPS_REAL_NAME_PERMS.review },
    reject: { label: '驳回', from: ['pending'], to: 'rejected', permission: ISPS_REAL_NAME_PERMS.review, danger: true },
  },
  editable: [],
});

/** 420102********1234: what a list shows of an ID card */
export const maskIdCard = (idCard: string | null | undefined) => {
  const text = (idCard ?? '').trim();
  return text.length > 10 ? `${text.slice(0, 6)}${'*'.repeat(text.length - 10)}${text.slice(-4)}` : text ? '****' : '';
};

/** PUT /isps/realNameAuth/review */
export const realNameReviewSchema = z
  .object({
    id: z.string({ message: '请指定申请' }).trim().min(1, '请指定申请').max(64),
    version: z.number().int().min(0),
    approve: z.boolean({ message: '请选择通过或驳回' }),
    reason: z.string().trim().max(200, '驳回原因不能超过 200 个字符').nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.approve && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写驳回原因，乘客将看到它' });
  });
export type RealNameReview = z.input<typeof realNameReviewSchema>;

export const realNameRecordSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  /** masked: 138****0001 */
  phone: z.string().nullable().optional(),
  realName: z.string(),
  /** masked: 420102********1234 */
  idCard: z.string(),
  photos: z.string().nullable(),
  state: z.string(),
  state_dictText: z.string().optional(),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewTime: z.string().nullable(),
  submitTime: z.string().nullable(),
  version: z.number(),
});
export type RealNameRecord = z.infer<typeof realNameRecordSchema>;

export const realNameResource = defineResource({
  api: '/isps/realNameAuth',
  noun: '实名申请',
  title: '实名认证',
  permissions: { list: ISPS_REAL_NAME_PERMS.list, export: ISPS_REAL_NAME_PERMS.export },
  record: realNameRecordSchema,
  save: z.object({}),
  states: realNameStates,
  defaultSort: { field: 'submitTime', order: 'asc' },
  fields: {
    submitTime: { label: '提交时间', type: 'datetime', search: 'range', column: { width: 150 }, export: 20 },
    realName: { label: '姓名', type: 'string', rule: 'like', search: true, column: { width: 90 }, export: 10 },
    phone: { label: '手机号', type: 'string', sortable: false, filterable: false, column: { width: 120 }, export: 14 },
    idCard: { label: '身份证号', type: 'string', sortable: false, filterable: false, column: { width: 170 }, export: 22 },
    photos: { label: '证件照片', type: 'string', sortable: false, filterable: false, column: { width: 90 } },
    state: { label: '状态', type: 'string', dict: 'isps_real_name_state', search: true, column: { width: 80 }, export: 8 },
    reason: { label: '驳回原因', type: 'string', sortable: false, column: { width: 170, ellipsis: true }, export: 30 },
    reviewedBy: { label: '审核人', type: 'string', column: { width: 80 }, export: 10 },
    reviewTime: { label: '审核时间', type: 'datetime', column: { width: 150 }, export: 20 },
  },
});
