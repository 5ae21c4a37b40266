/**
 * 年卡审核 (/isps/annualCardCheck, issue 24): a passenger's application for an annual card, with
 * the documents the desk scanned (ID card, proof of eligibility). The desk submits it; the card is
 * issued as 待审核 (its number reserved, nothing on it) and the approval 年卡审核 decides: 同意
 * activates the card for a year from the day asked, 驳回 refuses it, 退回 sends it back to the desk
 * for more documents (补充材料, then 重新提交 in 我的申请).
 */
import { z } from 'zod';
import { defineResource } from '../../kit/resource';
import { codes } from '../../permission-codes';
import { MESSAGES, idCard as idCardCheck } from '../../validators';
import { wfApprovalSchema } from '../../api/workflow-approval';
import { cardNoSchema } from './card';

export const ISPS_ANNUAL_CARD_PERMS = codes('isps:annualCardCheck', ['list', 'apply', 'supplement', 'export']);

export const ANNUAL_CARD_PROCESS_KEY = 'isps_annual_card_review';
export const ANNUAL_CARD_BUSINESS_TYPE = 'isps.annual_card';
/** the most documents one application carries */
export const MAX_ANNUAL_DOCUMENTS = 6;

/** 审核中 → 已通过 (the card active) / 未通过 (the card refused) / 已撤回 (the approval withdrawn or ended otherwise) */
export const ANNUAL_CARD_STATES = { reviewing: '审核中', approved: '已通过', rejected: '未通过', withdrawn: '已撤回' } as const;

const documents = z
  .string({ message: '请上传证明材料' })
  .trim()
  .min(1, '请上传证明材料（身份证、资格证明等）')
  .refine((value) => value.split(',').filter(Boolean).length <= MAX_ANNUAL_DOCUMENTS, `证明材料最多 ${MAX_ANNUAL_DOCUMENTS} 个`);

/** POST /isps/annualCard/apply */
export const annualCardApplySchema = z.object({
  memberId: z.string({ message: '请选择乘客' }).trim().min(1, '请选择已实名的乘客').max(64),
  holderIdCard: z
    .string({ message: '请输入持卡人身份证号' })
    .trim()
    .toUpperCase()
    .refine((value) => idCardCheck(value) === null, MESSAGES.idCard),
  cardNo: cardNoSchema(),
  validFrom: z.string({ message: '请选择生效日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '生效日期格式应为 YYYY-MM-DD'),
  documents,
  note: z.string().trim().max(200, '备注不能超过 200 个字符').nullish(),
});
export type AnnualCardApply = z.input<typeof annualCardApplySchema>;

/** POST /isps/annualCard/supplement: more documents while the approval is sent back to the desk */
export const annualCardSupplementSchema = z.object({
  id: z.string({ message: '请指定申请' }).trim().min(1, '请指定申请').max(64),
  version: z.number().int().min(0),
  documents,
});
export type AnnualCardSupplement = z.input<typeof annualCardSupplementSchema>;

export const annualCardRecordSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  holderName: z.string().nullable().optional(),
  holderPhone: z.string().nullable().optional(),
  cardId: z.string(),
  cardNo: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  documents: z.string(),
  note: z.string().nullable(),
  state: z.string(),
  state_dictText: z.string().optional(),
  reviewNote: z.string().nullable(),
  approval: wfApprovalSchema.nullable().optional(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  version: z.number(),
});
export type AnnualCardRecord = z.infer<typeof annualCardRecordSchema>;

export const annualCardResource = defineResource({
  api: '/isps/annualCard',
  noun: '年卡申请',
  title: '年卡审核',
  permissions: { list: ISPS_ANNUAL_CARD_PERMS.list, export: ISPS_ANNUAL_CARD_PERMS.export },
  record: annualCardRecordSchema,
  save: z.object({}),
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    createTime: { label: '申请时间', type: 'datetime', search: 'range', column: { width: 140 }, export: 20 },
    memberId: { label: '申请人', type: 'string', sortable: false, column: { width: 130, display: 'holderName' }, export: 12 },
    cardNo: { label: '卡号', type: 'string', rule: 'like', search: true, column: { width: 140 }, export: 22 },
    validFrom: { label: '生效日期', type: 'date', column: { width: 100 }, export: 12 },
    validTo: { label: '到期日期', type: 'date', column: { width: 100 }, export: 12 },
    documents: { label: '证明材料', type: 'string', sortable: false, filterable: false, column: { width: 120 } },
    state: { label: '状态', type: 'string', dict: 'isps_annual_card_state', search: true, column: { width: 130 }, export: 10 },
    reviewNote: { label: '审核意见', type: 'string', sortable: false, column: { width: 160, ellipsis: true }, export: 30 },
    createBy: { label: '经办人', type: 'string', column: { width: 80 }, export: 10 },
  },
});
